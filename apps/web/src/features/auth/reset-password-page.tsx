import { Button, PasswordInput, Text } from '@mantine/core';
import { IconKey, IconLinkOff, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LIMITS, MSG, ZResetPasswordRequest } from '@trazo/shared';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { StatusCard } from '../../components/status-card';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { checkResetLinkQueryOptions } from './api/check-reset-link';
import { useResetPassword } from './api/reset-password';
import { FormCard } from './components/form-card';

type Field = 'password' | 'password_confirmation';

/** /resetpassword?email&token (spec §2.5, §5, §8): the reset link's page; /login 4 s after success. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [isDone, setDone] = useState(false);
  const reset = useResetPassword();
  // The link is checked on arrival (without using it up), so a dead one says so before any typing.
  const hasLink = email !== '' && token !== '';
  const linkCheck = useQuery({
    ...checkResetLinkQueryOptions({ email, token }),
    enabled: hasLink && !isDone,
  });
  const isDeadLink =
    !hasLink || (linkCheck.error instanceof ApiError && linkCheck.error.status === 400 && !isDone);

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(
      () => navigate('/login', { replace: true }),
      LIMITS.redirectAfterRegisterMs,
    );
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZResetPasswordRequest.safeParse({ email, token, ...values });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid((issue?.path[0] as Field | undefined) ?? null);
      notify.error(MSG.loginErrorTitle, issue?.message ?? MSG.invalidData);
      return;
    }
    setInvalid(null);
    reset.mutate(parsed.data, {
      onSuccess: (response) => {
        notify.success(MSG.passwordChangedTitle, response.message);
        setDone(true);
      },
      onError: (error) => notify.failure(error),
    });
  };

  const passwordProps = (field: Field) => ({
    autoComplete: 'new-password',
    leftSection: <IconLock size={18} />,
    visibilityToggleButtonProps: { 'aria-label': MSG.togglePasswordVisibility },
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((v) => ({ ...v, [field]: value }));
    },
    error: invalid === field,
    disabled: isDone,
  });

  if (isDeadLink) {
    return (
      <StatusCard
        icon={<IconLinkOff size={44} stroke={1.5} />}
        color="red"
        title={MSG.resetLinkDeadTitle}
        actions={
          <Button component={Link} to="/login">
            {MSG.backToLoginButton}
          </Button>
        }
      >
        {MSG.resetLinkInvalid} {MSG.resetLinkDeadHint}
      </StatusCard>
    );
  }
  // Only a link the server confirmed (or could not check, say offline: the submit still decides).
  if (linkCheck.isPending && !isDone) return <CenteredLoader fullScreen={false} />;

  return (
    <FormCard
      icon={<IconKey size={40} stroke={1.5} />}
      title={MSG.resetPasswordTitle}
      intro={
        email && (
          <Text size="sm" c="dimmed">
            {MSG.resetPasswordText}{' '}
            <Text span fw={600} c="dark">
              {email}
            </Text>
          </Text>
        )
      }
      onSubmit={submit}
    >
      <PasswordInput
        label={MSG.recoveryNewPasswordLabel}
        description={MSG.passwordMinHint}
        {...passwordProps('password')}
      />
      <PasswordInput label={MSG.resetConfirmLabel} {...passwordProps('password_confirmation')} />
      <Button type="submit" size="md" fullWidth loading={reset.isPending} disabled={isDone}>
        {MSG.resetPasswordButton}
      </Button>
      {isDone && (
        <Text size="sm" c="dimmed" ta="center" role="status">
          {MSG.redirectingToLogin}
        </Text>
      )}
      <Button component={Link} to="/login" variant="subtle">
        {MSG.backToLoginButton}
      </Button>
    </FormCard>
  );
}
