import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useSearchParams } from 'react-router';
import { useOptOut, useOptOutInfo } from './api/opt-out';

/** /notificaciones/baja?t=… (public): the signed link in each notification asks, then stops the mail. */
export function OptOutPage() {
  const [params] = useSearchParams();
  const token = params.get('t')?.trim() ?? '';
  const info = useOptOutInfo(token);
  const optOut = useOptOut();
  const done = optOut.data ?? (info.data?.isOptedOut ? info.data : null);
  const fill = (text: string, v: { empresa: string; email: string }) =>
    text.replace('{empresa}', v.empresa).replace('{email}', v.email);
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} fz={24}>
          {MSG.ntfOptOutTitle}
        </Title>
        {!token || info.error ? (
          <Alert color="red">{MSG.ntfOptOutInvalid}</Alert>
        ) : done ? (
          <Alert color="teal" data-testid="opt-out-done">
            {fill(MSG.ntfOptOutDone, done)}
          </Alert>
        ) : info.data ? (
          <>
            <Text>{fill(MSG.ntfOptOutText, info.data)}</Text>
            <Button color="red" loading={optOut.isPending} onClick={() => optOut.mutate(token)}>
              {MSG.ntfOptOutConfirm}
            </Button>
            {optOut.error && <Alert color="red">{optOut.error.message}</Alert>}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
