import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LIMITS, MSG, type TChangePasswordForm, ZChangePasswordForm } from '@trazo/shared';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

const EMPTY: TChangePasswordForm = { clave_actual: '', clave_nueva: '', confirm_clave_nueva: '' };

/**
 * spec §2.7 / §5 / §8: three fields; all required, new = confirmation, at least 8 characters (one
 * message at a time, the shared contract's order); the button is disabled while the request runs and
 * enabled again on error; the server's message is shown either way; success closes and clears.
 */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const change = useChangePassword();
  const form = useForm<TChangePasswordForm>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: schemaResolver(ZChangePasswordForm, { sync: true }),
    validateInputOnChange: false,
  });

  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };

  // spec §8 shows the message as a toast; the field only turns red, so the text is not said twice.
  const fieldProps = (field: keyof TChangePasswordForm) => {
    const props = form.getInputProps(field);
    return { ...props, error: Boolean(props.error) };
  };

  const submit = form.onSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: (response) => {
          notify.success(MSG.passwordChangedTitle, response.message);
          close();
        },
        onError: (error) => {
          form.setErrors(fieldErrorsOf(error, 'frmReset.'));
          notify.failure(error);
        },
      }),
    (errors) => {
      const first = Object.values(errors)[0];
      if (first) notify.error(MSG.loginErrorTitle, String(first));
    },
  );

  return (
    <Modal opened={opened} onClose={close} title={MSG.menuChangePassword} size={450}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={MSG.currentPasswordLabel}
            autoComplete="current-password"
            data-autofocus
            maxLength={LIMITS.passwordMax}
            key={form.key('clave_actual')}
            {...fieldProps('clave_actual')}
          />
          <PasswordInput
            label={MSG.newPasswordLabel}
            description={MSG.passwordMinHint}
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
            key={form.key('clave_nueva')}
            {...fieldProps('clave_nueva')}
          />
          <PasswordInput
            label={MSG.confirmNewPasswordLabel}
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
            key={form.key('confirm_clave_nueva')}
            {...fieldProps('confirm_clave_nueva')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {MSG.cancel}
            </Button>
            <Button type="submit" loading={change.isPending} disabled={change.isPending}>
              {MSG.changePasswordButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
