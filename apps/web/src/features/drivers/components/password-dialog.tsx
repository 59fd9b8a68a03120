import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { MSG, type TCompanyDriver, ZSetDriverPasswordRequest } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useSetDriverPassword } from '../api/set-driver-password';
import { PasswordField } from './password-field';

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
        <Stack gap="sm">
          <Alert color="teal" variant="light" title={MSG.driverPasswordSaved} role="status">
            <Text size="sm">
              {MSG.driverDocument}: <strong>{driver.documento}</strong>
            </Text>
            <Group gap="xs" mt="xs">
              <Code fz="md" data-testid="driver-password">
                {saved}
              </Code>
              <CopyButton value={saved}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? MSG.driverPasswordCopied : MSG.driverPasswordCopy}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{MSG.close}</Button>
          </Group>
        </Stack>
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
