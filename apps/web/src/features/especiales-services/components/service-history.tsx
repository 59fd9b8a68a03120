import { Table, Text } from '@mantine/core';
import { MSG, SERVICE_STATE_LABELS, type TServiceChange } from '@trazo/shared';
import { formatDateTime } from '../../../lib/format';

/** Every change of the service: when, who, from → to, the reason and what changed. */
export function ServiceHistory({ changes }: { changes: TServiceChange[] }) {
  if (changes.length === 0) return <Text c="dimmed">{MSG.espSvcHistoryEmpty}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={MSG.espSvcHistory}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{MSG.espSvcDate}</Table.Th>
            <Table.Th>{MSG.espSvcHistoryUser}</Table.Th>
            <Table.Th>{MSG.espSvcState}</Table.Th>
            <Table.Th>{MSG.espSvcReason}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={`${c.at}-${c.fromState}-${c.toState}-${c.detail}`}>
              <Table.Td>{formatDateTime(c.at)}</Table.Td>
              <Table.Td>{c.user}</Table.Td>
              <Table.Td>
                {c.fromState === null
                  ? MSG.espSvcChangeCreated
                  : c.fromState === c.toState
                    ? SERVICE_STATE_LABELS[c.toState]
                    : `${SERVICE_STATE_LABELS[c.fromState]} → ${SERVICE_STATE_LABELS[c.toState]}`}
              </Table.Td>
              <Table.Td>{[c.reason, c.detail].filter(Boolean).join(' · ') || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
