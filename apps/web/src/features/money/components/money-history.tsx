import { Paper, Table, Title } from '@mantine/core';
import { MSG, type TLegalisationDetail } from '@trazo/shared';
import { formatDateTime } from '../../../lib/format';

/** Every change to the trip's money: when, who, what. */
export function MoneyHistory({ history }: { history: TLegalisationDetail['history'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        {MSG.moneyHistory}
      </Title>
      <Table.ScrollContainer minWidth={600}>
        <Table striped aria-label={MSG.moneyHistory}>
          <Table.Tbody>
            {history.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>{formatDateTime(h.at)}</Table.Td>
                <Table.Td>{h.who}</Table.Td>
                <Table.Td>{h.action}</Table.Td>
                <Table.Td>{h.detail}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
