import { Button } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { StatusCard } from '../../components/status-card';
import { logout } from '../../lib/session';

/**
 * /access (spec §2.4): a confirmation e-mail was sent and the account must be verified. The code
 * form, countdown and REENVIAR EMAIL arrive with the account-verification issue.
 */
export function AccessPage() {
  return (
    <StatusCard
      icon={<IconMailCheck size={44} stroke={1.5} />}
      title={MSG.accessTitle}
      actions={
        <Button variant="light" onClick={() => void logout()}>
          {MSG.backToLoginButton}
        </Button>
      }
    >
      {MSG.accessText} {MSG.accessCodeSoon}
    </StatusCard>
  );
}
