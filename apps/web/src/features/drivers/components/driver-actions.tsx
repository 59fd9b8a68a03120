import { Button, Group } from '@mantine/core';
import { MSG, type TCompanyDriver } from '@trazo/shared';
import { ROW_ACTIONS } from '../../../components/list-table';
import { notify } from '../../../lib/notify';
import { useSetDriverAccess } from '../api/set-driver-access';

export type DriverDialog = 'edit' | 'password' | 'deactivate';

interface DriverActionsProps {
  driver: TCompanyDriver;
  onOpen: (dialog: DriverDialog, driver: TCompanyDriver) => void;
}

/** Edit, set/reset the password, deactivate or reactivate: each button names its driver for screen readers. */
export function DriverActions({ driver, onOpen }: DriverActionsProps) {
  const access = useSetDriverAccess();
  const reactivate = () =>
    access.mutate(
      { id: driver.id, activo: true },
      {
        onSuccess: () => notify.success(MSG.driverReactivated),
        onError: (e) => notify.failure(e, MSG.saveErrorTitle),
      },
    );
  const named = (action: string) => `${action}: ${driver.nombre}`;
  return (
    <Group {...ROW_ACTIONS}>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={named(MSG.driverEdit)}
        onClick={() => onOpen('edit', driver)}
      >
        {MSG.driverEdit}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        aria-label={named(driver.acceso === 'sin_acceso' ? MSG.driverSetPassword : MSG.driverResetPassword)}
        onClick={() => onOpen('password', driver)}
      >
        {driver.acceso === 'sin_acceso' ? MSG.driverSetPassword : MSG.driverResetPassword}
      </Button>
      {driver.acceso === 'activo' && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          aria-label={named(MSG.driverDeactivate)}
          onClick={() => onOpen('deactivate', driver)}
        >
          {MSG.driverDeactivate}
        </Button>
      )}
      {driver.acceso === 'desactivado' && (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          aria-label={named(MSG.driverReactivate)}
          onClick={reactivate}
          loading={access.isPending}
        >
          {MSG.driverReactivate}
        </Button>
      )}
    </Group>
  );
}
