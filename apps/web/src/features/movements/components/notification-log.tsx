import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { MSG, recipientKindLabel } from '@trazo/shared';
import { formatDateTime, orDash } from '../../../lib/format';
import { useNotificationLog } from '../api/find-notification-log';

/** The movement's sent notifications (issue 27 §2): when, which event, to whom, with what subject. */
export function NotificationLog({ movementId }: { movementId: number }) {
  const log = useNotificationLog(movementId);
  const rows = log.data?.data ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Title order={3} size="h5" id="notification-log-title">
          {MSG.ntfLogTitle}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {log.error?.message ?? MSG.ntfLogNone}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-labelledby="notification-log-title" fz="sm">
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid="notification-log-row">
                    <Table.Td>{formatDateTime(r.at)}</Table.Td>
                    <Table.Td>
                      {r.eventName} · {orDash(r.remesa)}
                    </Table.Td>
                    <Table.Td>
                      {r.recipient}{' '}
                      <Text span c="dimmed" size="sm">
                        ({recipientKindLabel(r.recipientKind)})
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.subject}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
