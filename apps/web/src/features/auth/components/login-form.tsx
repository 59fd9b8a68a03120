import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';
import type { TLoginResponse } from '@trazo/shared';
import { MSG, ROLE } from '@trazo/shared';
import { notify } from '../../../lib/notify';
import { usePrerenderedForm } from '../../../lib/use-prerendered-form';
import { useLogin } from '../api/login';

interface LoginFormProps {
  /** Button colour: the customer portal variant is branded apart (spec §2.2). */
  accent?: 'trazo' | 'dark';
  onLoggedIn: (response: TLoginResponse) => void;
  onForgotPassword: () => void;
}

/** spec §2.2: e-mail, password with show/hide, remember-me; Enter submits. Messages per §5 / §8. */
export function LoginForm({ accent = 'trazo', onLoggedIn, onForgotPassword }: LoginFormProps) {
  const login = useLogin();
  // /login is prerendered (issue 28): inert until React owns it, typed values carried over.
  const prerendered = usePrerenderedForm();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', remember: false },
  });

  const submit = form.onSubmit(({ email, password, remember }) => {
    if (!email.trim() || !password) {
      notify.error(MSG.loginErrorTitle, MSG.loginRequired);
      return;
    }
    login.mutate(
      { email: email.trim(), password, remember },
      {
        onSuccess: (response) => {
          // Only an account that may enter is welcomed; the others are told why they cannot yet.
          if (response.verificado === null) notify.warning(MSG.loginUnverifiedTitle, MSG.loginUnverifiedText);
          else if (response.rol === ROLE.pending)
            notify.warning(MSG.pendingActivationTitle, MSG.loginPendingText);
          else notify.success(MSG.loginSuccessTitle, MSG.loginSuccessText);
          onLoggedIn(response);
        },
        onError: (error) => notify.failure(error),
      },
    );
  });

  return (
    <form ref={prerendered.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={MSG.emailLabel}
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="nombre@empresa.com"
          leftSection={<IconAt size={18} />}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={MSG.passwordLabel}
          autoComplete="current-password"
          leftSection={<IconLock size={18} />}
          visibilityToggleButtonProps={{ 'aria-label': MSG.togglePasswordVisibility }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={MSG.rememberMe}
            key={form.key('remember')}
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {MSG.forgotPassword}
          </Anchor>
        </Group>
        <Button
          type="submit"
          size="md"
          fullWidth
          color={accent}
          loading={login.isPending}
          disabled={login.isPending}
        >
          {MSG.loginButton}
        </Button>
      </Stack>
    </form>
  );
}
