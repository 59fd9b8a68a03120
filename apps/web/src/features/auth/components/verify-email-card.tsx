import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { LIMITS, MSG, type TSessionUser } from '@trazo/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { dayjs } from '../../../lib/dayjs';
import { notify } from '../../../lib/notify';
import { logout } from '../../../lib/session';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { useVerifyCode } from '../api/verify-code';
import { useCountdown } from '../hooks/use-countdown';
import { pendingTexts } from '../pending-texts';
import { CodeInput } from './code-input';
import { CountdownBadge } from './countdown-badge';
import { FormCard } from './form-card';
import { SignOutLine } from './sign-out-line';

const VALIDITY_MS = LIMITS.codeValidityMinutes * 60_000;

/** spec §2.4 / §4 / §5 / §8: countdown, code (999-999), VERIFICAR CODIGO, REENVIAR EMAIL, VOLVER AL LOGIN. */
export function VerifyEmailCard({ session }: { session: TSessionUser }) {
  const [digits, setDigits] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [isVerified, setVerified] = useState(false);
  const resetCode = useRef<(() => void) | null>(null);
  const verify = useVerifyCode();
  const resend = useResendVerificationEmail();

  // spec §9: the validity follows the server's send time (REENVIAR updates it in the session).
  const sentAt = session.verification_code_sent_at;
  const deadline = sentAt ? Date.parse(sentAt) + VALIDITY_MS : null;
  const remaining = useCountdown(deadline);

  // spec §4: after the verified message, wait 3 s, clear the session and go back to /login.
  useEffect(() => {
    if (!isVerified) return;
    const timer = window.setTimeout(() => void logout(), LIMITS.redirectAfterVerifyMs);
    return () => window.clearTimeout(timer);
  }, [isVerified]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (digits.length !== LIMITS.codeLength) {
      setInvalid(true);
      notify.error(MSG.loginErrorTitle, MSG.verifyCodeIncomplete);
      return;
    }
    setInvalid(false);
    verify.mutate(
      { code: digits },
      {
        onSuccess: () => {
          notify.success(MSG.verifiedTitle, MSG.verifiedText);
          setVerified(true);
        },
        onError: (error) => {
          const isAnswered = error instanceof ApiError && [400, 422, 429].includes(error.status);
          if (isAnswered) setInvalid(true);
          notify.error(MSG.verifyErrorTitle, isAnswered ? error.message : MSG.informAdmin);
        },
      },
    );
  };

  const resendEmail = () =>
    resend.mutate(undefined, {
      onSuccess: (response) => {
        notify.success(response.message, MSG.accessResendText);
        resetCode.current?.();
        setDigits('');
        setInvalid(false);
      },
      onError: (error) => notify.failure(error),
    });

  if (isVerified) {
    return (
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'xl', sm: 48 }} maw={520} mx="auto" w="100%">
        <Stack align="center" ta="center" gap="md" role="status">
          <ThemeIcon size={80} radius="xl" variant="light" color="teal">
            <IconCircleCheck size={44} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {MSG.verifiedTitle}
          </Title>
          <Text c="dimmed">{MSG.verifiedText}</Text>
          <Text size="sm" c="dimmed">
            {MSG.redirectingToLogin}
          </Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <FormCard
      icon={<IconMailCheck size={40} stroke={1.5} />}
      title={MSG.accessTitle}
      intro={
        <>
          <Text c="dimmed" size="sm">
            {pendingTexts(session.activacion_por).access}
          </Text>
          <Text size="sm">
            {MSG.accessSentTo}{' '}
            <Text span fw={600}>
              {session.email}
            </Text>
          </Text>
        </>
      }
      onSubmit={submit}
      maw={520}
    >
      <CountdownBadge remainingMs={remaining} />
      <Text size="sm" c="dimmed" ta="center" data-testid="code-valid-until">
        {deadline === null
          ? MSG.accessNoCode
          : remaining > 0
            ? `${MSG.accessValidUntil} ${dayjs(deadline).format('h:mm:ss A')}`
            : MSG.accessExpired}
      </Text>
      <CodeInput onChange={setDigits} error={invalid} resetRef={resetCode} data-autofocus />
      <Button type="submit" size="md" fullWidth loading={verify.isPending}>
        {MSG.verifyCodeButton}
      </Button>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button variant="light" onClick={resendEmail} loading={resend.isPending}>
          {MSG.resendEmailButton}
        </Button>
        <Button variant="default" onClick={() => void logout()}>
          {MSG.backToLoginButton}
        </Button>
      </SimpleGrid>
      <SignOutLine email={session.email} />
    </FormCard>
  );
}
