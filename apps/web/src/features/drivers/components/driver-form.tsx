import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MSG, type TCompanyDriver, ZCreateDriverRequest, ZDriverDetails } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useCreateDriver } from '../api/create-driver';
import { useUpdateDriver } from '../api/update-driver';
import { issuesOf } from './issues-of';
import { PasswordField } from './password-field';
import { PasswordHandover } from './password-handover';

interface Values {
  documento: string;
  nombre: string;
  telefono: string;
  email: string;
  password: string;
}

/** Create a driver (document, name, phone, e-mail, optional password) or edit one (never its document). */
export function DriverForm({ driver, onClose }: { driver: TCompanyDriver | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>({
    documento: driver?.documento ?? '',
    nombre: driver?.nombre ?? '',
    telefono: driver?.telefono ?? '',
    email: driver?.email ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [handover, setHandover] = useState<{ documento: string; password: string } | null>(null);
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const failed = (error: unknown) => {
    setErrors(fieldErrorsOf(error));
    notify.failure(error, MSG.saveErrorTitle);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = { nombre: values.nombre, telefono: values.telefono, email: values.email };
    if (driver) {
      const parsed = ZDriverDetails.safeParse(details);
      if (!parsed.success) return setErrors(issuesOf(parsed.error));
      update.mutate(
        { id: driver.id, ...details },
        {
          onSuccess: () => {
            notify.success(MSG.driverUpdated);
            onClose();
          },
          onError: failed,
        },
      );
      return;
    }
    const body = { ...details, documento: values.documento, password: values.password || undefined };
    const parsed = ZCreateDriverRequest.safeParse(body);
    if (!parsed.success) return setErrors(issuesOf(parsed.error));
    create.mutate(body, {
      onSuccess: (answer) => {
        notify.success(MSG.driverCreated);
        // The password stays on screen, in clear with a copy button, until the dialog closes.
        if (body.password) setHandover({ documento: answer.data.documento, password: body.password });
        else onClose();
      },
      onError: failed,
    });
  };

  return (
    <Modal opened onClose={onClose} title={driver ? MSG.driverEditTitle : MSG.driverNew} size="lg">
      {handover ? (
        <PasswordHandover documento={handover.documento} password={handover.password} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={MSG.driverDocument}
                value={values.documento}
                onChange={(e) => set('documento', e.currentTarget.value)}
                error={errors.documento}
                disabled={driver !== null}
                maxLength={20}
                withAsterisk
                data-autofocus
              />
              <TextInput
                label={MSG.driverName}
                value={values.nombre}
                onChange={(e) => set('nombre', e.currentTarget.value)}
                error={errors.nombre}
                maxLength={150}
                withAsterisk
              />
              <TextInput
                label={MSG.driverPhone}
                value={values.telefono}
                onChange={(e) => set('telefono', e.currentTarget.value)}
                error={errors.telefono}
                maxLength={15}
                inputMode="numeric"
              />
              <TextInput
                label={MSG.driverEmail}
                type="email"
                value={values.email}
                onChange={(e) => set('email', e.currentTarget.value)}
                error={errors.email}
                maxLength={254}
              />
            </SimpleGrid>
            {!driver && (
              <PasswordField
                label={MSG.driverPasswordOptional}
                value={values.password}
                onChange={(v) => set('password', v)}
                error={errors.password}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {MSG.cancel}
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {MSG.save}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
