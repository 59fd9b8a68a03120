import { Button, Group, Loader } from '@mantine/core';
import { IconCircleCheck, IconMailExclamation, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { emailVerifyApiPath, MSG } from '@trazo/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatusCard } from '../../components/status-card';
import { notify } from '../../lib/notify';
import { refreshSession } from './api/refresh-session';
import { verifyEmailLinkQueryOptions } from './api/verify-email-link';

/**
 * /emailverify?url&signature (spec §2.1, §2.5, §8): the signed link of the verification e-mail.
 * Works with or without a session; only our own verification endpoint is ever called.
 */
export function EmailVerifyPage() {
  const [params] = useSearchParams();
  const apiPath = emailVerifyApiPath(params.get('url'), params.get('signature'));
  const query = useQuery({ ...verifyEmailLinkQueryOptions(apiPath ?? ''), enabled: apiPath !== null });
  const isError = apiPath === null || query.isError;
  const errorMessage = query.error?.message ?? MSG.emailLinkInvalid;

  // One toast per failure, also under StrictMode's double effects.
  const toasted = useRef(false);
  useEffect(() => {
    if (!isError || toasted.current) return;
    toasted.current = true;
    notify.error(MSG.emailVerifyErrorTitle, errorMessage);
  }, [isError, errorMessage]);

  // A signed-in user's cached session still says "unverified": ask the server again.
  useEffect(() => {
    if (query.isSuccess) void refreshSession();
  }, [query.isSuccess]);

  const backToLogin = (
    <Button component={Link} to="/login" variant={isError ? 'default' : 'filled'}>
      {MSG.backToLoginButton}
    </Button>
  );

  if (isError) {
    return (
      <StatusCard
        icon={<IconMailExclamation size={44} stroke={1.5} />}
        color="red"
        title={MSG.emailVerifyError}
        actions={
          <Group justify="center" gap="sm">
            <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
              {MSG.reload}
            </Button>
            {backToLogin}
          </Group>
        }
      >
        {errorMessage} {MSG.emailVerifyRetryHint}
      </StatusCard>
    );
  }

  if (query.isSuccess) {
    return (
      <StatusCard
        icon={<IconCircleCheck size={44} stroke={1.5} />}
        color="teal"
        title={MSG.emailVerified}
        actions={backToLogin}
      >
        {query.data.data.message}
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={<Loader size="md" type="dots" />} title={MSG.verifying}>
      {MSG.emailVerifyPending}
    </StatusCard>
  );
}
