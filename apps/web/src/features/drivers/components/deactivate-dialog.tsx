import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MSG, type TCompanyDriver } from '@trazo/shared';
import { notify } from '../../../lib/notify';
import { useSetDriverAccess } from '../api/set-driver-access';

/** Deactivation asks first: the driver's sessions end at once. */
export function DeactivateDialog({ driver, onClose }: { driver: TCompanyDriver; onClose: () => void }) {
  const access = useSetDriverAccess();
  const confirm = () =>
    access.mutate(
      { id: driver.id, activo: false },
      {
        onSuccess: () => {
          notify.success(MSG.driverDeactivated);
          onClose();
        },
        onError: (e) => notify.failure(e, MSG.saveErrorTitle),
      },
    );
  return (
    <Modal opened onClose={onClose} title={`${MSG.driverDeactivateTitle} · ${driver.nombre}`}>
      <Stack gap="md">
        <Text size="sm">{MSG.driverDeactivateConfirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.cancel}
          </Button>
          <Button color="red" onClick={confirm} loading={access.isPending}>
            {MSG.driverDeactivate}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
