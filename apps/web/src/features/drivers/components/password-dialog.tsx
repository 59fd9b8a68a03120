import { Button, Group, Modal, Stack } from '@mantine/core';
import { MSG, type TCompanyDriver, ZSetDriverPasswordRequest } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useSetDriverPassword } from '../api/set-driver-password';
import { PasswordField } from './password-field';
import { PasswordHandover } from './password-handover';

/** Set or reset the access password; once saved it is shown one last time, to hand it to the driver. */
export function PasswordDialog({ driver, onClose }: { driver: TCompanyDriver; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSetDriverPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSetDriverPasswordRequest.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    save.mutate(
      { id: driver.id, password },
      {
        onSuccess: () => setSaved(password),
        onError: (e) => {
          setError(fieldErrorsOf(e).password ?? undefined);
          notify.failure(e, MSG.saveErrorTitle);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`${MSG.driverPasswordTitle} · ${driver.nombre}`} size="md">
      {saved ? (
        <PasswordHandover documento={driver.documento} password={saved} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordField
              label={MSG.driverPasswordLabel}
              value={password}
              onChange={(v) => {
                setPassword(v);
                setError(undefined);
              }}
              error={error}
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {MSG.cancel}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {MSG.save}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
