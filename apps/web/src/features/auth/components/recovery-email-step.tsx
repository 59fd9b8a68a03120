import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { MSG, ZRecoveryEmail } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import type { RecoveryState } from '../recovery-cookie';

interface RecoveryEmailStepProps {
  initialEmail: string;
  sendErrorPrefix: boolean;
  onCancel: () => void;
  onSent: (state: RecoveryState) => void;
}

/** First step: the e-mail and Enviar (spec §2.2, §5, §8). */
export function RecoveryEmailStep({
  initialEmail,
  sendErrorPrefix,
  onCancel,
  onSent,
}: RecoveryEmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const request = useRequestPasswordReset();

  const fail = (message: string) =>
    notify.error(MSG.loginErrorTitle, sendErrorPrefix ? `${MSG.recoverySendErrorPrefix}${message}` : message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRecoveryEmail.safeParse(email);
    if (!parsed.success) {
      setInvalid(true);
      fail(MSG.recoveryEmailRequired);
      return;
    }
    setInvalid(false);
    request.mutate(
      { email: parsed.data },
      {
        onSuccess: (response) => {
          notify.success(MSG.recoverPassword, response.message);
          onSent({ email: parsed.data, expiresAt: Date.parse(response.password_reset_code_sent_at) });
        },
        // spec §8: the server message (a 424 carries its explanation in `message`).
        onError: (error) => fail(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {MSG.recoveryText}
        </Text>
        <TextInput
          label={MSG.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          leftSection={<IconAt size={18} />}
          value={email}
          error={invalid}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {MSG.cancel}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {MSG.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
