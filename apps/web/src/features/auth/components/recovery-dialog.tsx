import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface RecoveryDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * spec §2.2 recovery dialog, first step: e-mail and Enviar. The code, new password and countdown
 * step arrives with the password-recovery issue.
 */
export function RecoveryDialog({ opened, onClose }: RecoveryDialogProps) {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const close = () => {
    setEmail('');
    request.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      notify.error(MSG.loginErrorTitle, MSG.recoveryEmailRequired);
      return;
    }
    request.mutate(
      { email: email.trim() },
      {
        onSuccess: (response) => notify.success(MSG.recoverPassword, response.message),
        // spec §8: the server message (a 424 answers its own explanation in `message` too).
        onError: (error) => notify.failure(error),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={MSG.recoverPassword} size={400}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {MSG.recoveryText}
          </Text>
          <TextInput
            label={MSG.emailLabel}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MSG.cancel}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {MSG.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
