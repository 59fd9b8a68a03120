import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MSG, ZVerifyCodePasswordRequest } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useVerifyCodePassword } from '../api/verify-code-password';
import { useCountdown } from '../hooks/use-countdown';
import type { RecoveryState } from '../recovery-cookie';
import { CodeInput } from './code-input';
import { CountdownBadge } from './countdown-badge';

interface RecoveryCodeStepProps {
  state: RecoveryState;
  onDone: () => void;
  onStartOver: () => void;
}

type Field = 'code' | 'password' | 'password_confirmation';

// spec §5: each client-side refusal has its own toast title.
const TITLE_OF: Record<string, string> = {
  [MSG.codeIncompleteText]: MSG.codeIncompleteTitle,
  [MSG.passwordMissingText]: MSG.passwordMissingTitle,
  [MSG.passwordMismatchText]: MSG.passwordMismatchTitle,
};

/** Second step: code, new password twice, 'Tiempo restante'; disabled once the code expired (§2.2). */
export function RecoveryCodeStep({ state, onDone, onStartOver }: RecoveryCodeStepProps) {
  const [values, setValues] = useState({ code: '', password: '', password_confirmation: '' });
  const [invalid, setInvalid] = useState<Field | null>(null);
  const remaining = useCountdown(state.expiresAt);
  const isExpired = remaining <= 0;
  const change = useVerifyCodePassword();

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isExpired) return;
    const parsed = ZVerifyCodePasswordRequest.safeParse({ ...values, email: state.email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid((issue?.path[0] as Field | undefined) ?? null);
      const message = issue?.message ?? MSG.invalidData;
      notify.error(TITLE_OF[message] ?? MSG.loginErrorTitle, message);
      return;
    }
    setInvalid(null);
    change.mutate(parsed.data, {
      onSuccess: (response) => {
        notify.success(MSG.passwordChangedTitle, response.message);
        onDone();
      },
      // spec §8: a 400 (bad code) shows the server's message; anything unexpected asks for an admin.
      onError: (error) => {
        const isAnswered = error instanceof ApiError && [400, 422, 429].includes(error.status);
        notify.error(MSG.verifyErrorTitle, isAnswered ? error.message : MSG.informAdmin);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {MSG.recoveryCodeSentTo}{' '}
          <Text span fw={600} c="dark">
            {state.email}
          </Text>
        </Text>
        <CountdownBadge remainingMs={remaining} />
        {isExpired && (
          <Alert color="red" variant="light" p="sm">
            {MSG.recoveryCodeExpired}
          </Alert>
        )}
        <CodeInput onChange={set('code')} error={invalid === 'code'} disabled={isExpired} data-autofocus />
        <PasswordInput
          label={MSG.recoveryNewPasswordLabel}
          description={MSG.passwordMinHint}
          autoComplete="new-password"
          leftSection={<IconLock size={18} />}
          visibilityToggleButtonProps={{ 'aria-label': MSG.togglePasswordVisibility }}
          value={values.password}
          onChange={(event) => set('password')(event.currentTarget.value)}
          error={invalid === 'password'}
          disabled={isExpired}
        />
        <PasswordInput
          label={MSG.confirmPasswordLabel}
          autoComplete="new-password"
          leftSection={<IconLock size={18} />}
          visibilityToggleButtonProps={{ 'aria-label': MSG.togglePasswordVisibility }}
          value={values.password_confirmation}
          onChange={(event) => set('password_confirmation')(event.currentTarget.value)}
          error={invalid === 'password_confirmation'}
          disabled={isExpired}
        />
        <Group justify="space-between" gap="sm">
          <Anchor component="button" type="button" size="sm" onClick={onStartOver}>
            {isExpired ? MSG.recoveryRequestNew : MSG.recoveryOtherEmail}
          </Anchor>
          <Button type="submit" loading={change.isPending} disabled={isExpired}>
            {MSG.changePasswordButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
