import { Button } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { StatusCard } from '../../components/status-card';
import { logout } from '../../lib/session';

/** /pendiente-activacion (spec §2.5): the account waits for the transport company's activation. */
export function PendingActivationPage() {
  return (
    <StatusCard
      icon={<IconHourglassHigh size={44} stroke={1.5} />}
      color="orange"
      title={MSG.pendingActivationTitle}
      actions={
        <Button variant="light" onClick={() => void logout()}>
          {MSG.backToLoginButton}
        </Button>
      }
    >
      {MSG.pendingActivationText}
    </StatusCard>
  );
}
