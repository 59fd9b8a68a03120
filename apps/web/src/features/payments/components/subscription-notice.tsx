import { Alert } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobileOff } from '@tabler/icons-react';
import { MSG, type TPlansResponse } from '@trazo/shared';
import { formatDateLong } from '../../../lib/format';

/** A signed-in transport company sees whether its mobile app is on, and until when. */
export function SubscriptionNotice({ plans }: { plans: TPlansResponse }) {
  if (plans.app_movil_activa === null) return null;
  if (plans.app_movil_activa) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck />}
        radius="lg"
        title={MSG.paymentActiveBadge}
      >
        {plans.suscripcion_hasta
          ? `${MSG.paymentActiveUntil} ${formatDateLong(plans.suscripcion_hasta)}. ${MSG.paymentExtendHint}`
          : MSG.paymentActiveNoEnd}
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconDeviceMobileOff />} radius="lg">
      {MSG.paymentInactive}
    </Alert>
  );
}
