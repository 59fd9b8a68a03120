import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { MSG, type TLegalisationDetail } from '@trazo/shared';
import { notify } from '../../../lib/notify';
import { useCloseLegalisation } from '../api/close-legalisation';

/**
 * 'Cerrar legalización' and its dialog, which says before anything is sent what would stop or should
 * stop the closing (issue 22 item 1): expenses still to review (closing is refused; the dialog says how
 * many and offers no close), and a trip still en ruta (the driver may still send expenses: closing needs
 * an explicit confirmation, which the server requires too).
 */
export function CloseLegalisationButton({ trip }: { trip: TLegalisationDetail['trip'] }) {
  const close = useCloseLegalisation();
  const pending =
    trip.pendingCount === 1
      ? MSG.moneyClosePendingOne
      : `Hay ${trip.pendingCount} ${MSG.moneyClosePendingMany}`;
  const open = () => {
    if (trip.pendingCount > 0) {
      const id = modals.open({
        title: MSG.moneyClose,
        children: (
          <Stack gap="sm">
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle />}>
              {pending}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => modals.close(id)}>
                {MSG.cancel}
              </Button>
            </Group>
          </Stack>
        ),
      });
      return;
    }
    modals.openConfirmModal({
      title: MSG.moneyClose,
      children: (
        <Stack gap="sm">
          {trip.enRuta && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
              {MSG.moneyCloseEnRouteWarning}
            </Alert>
          )}
          <Text size="sm">{MSG.moneyCloseConfirm}</Text>
        </Stack>
      ),
      labels: { confirm: trip.enRuta ? MSG.moneyCloseEnRouteConfirm : MSG.moneyClose, cancel: MSG.cancel },
      confirmProps: trip.enRuta ? { color: 'orange' } : {},
      onConfirm: () =>
        close.mutate(
          { movementId: trip.movementId, confirmEnRoute: trip.enRuta },
          {
            onSuccess: (res) => notify.success(res.message),
            onError: (error) => notify.failure(error, MSG.saveErrorTitle),
          },
        ),
    });
  };
  return (
    <Button leftSection={<IconLock size={16} />} onClick={open} loading={close.isPending}>
      {MSG.moneyClose}
    </Button>
  );
}
