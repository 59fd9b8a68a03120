import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS, MSG } from '@trazo/shared';
import type { FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { type ChangePasswordForm, useChangePassword } from '../api/change-password';

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

const EMPTY: ChangePasswordForm = { clave_actual: '', clave_nueva: '', confirm_clave_nueva: '' };

/** spec §2.7 / §5: three fields, all required, new = confirmation, at least 8 characters. */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: {
      clave_nueva: (value) => (value.length < LIMITS.passwordMin ? MSG.passwordMinHint : null),
      confirm_clave_nueva: (value, values) =>
        value !== values.clave_nueva ? MSG.changePasswordMismatch : null,
    },
  });

  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };

  const submit = (values: ChangePasswordForm) => {
    change.mutate(values, {
      onSuccess: (response) => {
        notify.success(MSG.passwordChangedTitle, response.message);
        close();
      },
      // spec §8: the server message is shown; the button is enabled again.
      onError: (error) => notify.failure(error),
    });
  };

  const onSubmit = form.onSubmit(submit, (errors) => {
    const first = Object.values(errors)[0];
    if (first) notify.error(MSG.loginErrorTitle, String(first));
  });

  const checkRequired = (event: FormEvent<HTMLFormElement>) => {
    const { clave_actual, clave_nueva, confirm_clave_nueva } = form.getValues();
    if (!clave_actual || !clave_nueva || !confirm_clave_nueva) {
      event.preventDefault();
      notify.error(MSG.loginErrorTitle, MSG.changePasswordAllRequired);
      return;
    }
    onSubmit(event);
  };

  return (
    <Modal opened={opened} onClose={close} title={MSG.menuChangePassword} size={450}>
      <form onSubmit={checkRequired} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={MSG.currentPasswordLabel}
            autoComplete="current-password"
            data-autofocus
            key={form.key('clave_actual')}
            {...form.getInputProps('clave_actual')}
          />
          <PasswordInput
            label={MSG.newPasswordLabel}
            description={MSG.passwordMinHint}
            autoComplete="new-password"
            key={form.key('clave_nueva')}
            {...form.getInputProps('clave_nueva')}
          />
          <PasswordInput
            label={MSG.confirmNewPasswordLabel}
            autoComplete="new-password"
            key={form.key('confirm_clave_nueva')}
            {...form.getInputProps('confirm_clave_nueva')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MSG.cancel}
            </Button>
            <Button type="submit" loading={change.isPending} disabled={change.isPending}>
              {MSG.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
