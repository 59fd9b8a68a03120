import { Anchor, Text } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { logout } from '../../../lib/session';

/** For pages a signed-in account reaches without entering (unverified, pending): who, and the way out. */
export function SignOutLine({ email }: { email: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center">
      {MSG.signedInAs}{' '}
      <Text span fw={600} c="var(--mantine-color-text)">
        {email}
      </Text>
      {' · '}
      <Anchor component="button" type="button" size="sm" onClick={() => void logout()}>
        {MSG.signOutButton}
      </Anchor>
    </Text>
  );
}
