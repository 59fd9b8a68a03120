import { Paper, SimpleGrid, Table, Title } from '@mantine/core';
import { formatCount, MSG, type TServiceTotals } from '@trazo/shared';

/** Services and passengers per cost centre and per client, with the grand total (issue 24 item 7). */
export function TotalsTables({ totals }: { totals: TServiceTotals | undefined }) {
  const footer = (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th>{MSG.espSvcTotalRow}</Table.Th>
        <Table.Th ta="right">{formatCount(totals?.services ?? 0)}</Table.Th>
        <Table.Th ta="right">{formatCount(totals?.passengers ?? 0)}</Table.Th>
      </Table.Tr>
    </Table.Tfoot>
  );
  const head = (first: string) => (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{first}</Table.Th>
        <Table.Th ta="right">{MSG.espSvcServices}</Table.Th>
        <Table.Th ta="right">{MSG.espSvcPassengersTotal}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="lg" p="md">
        <Title order={2} fz="lg" mb="xs">
          {MSG.espSvcTotalsByCostCentre}
        </Title>
        <Table aria-label={MSG.espSvcTotalsByCostCentre} striped>
          {head(MSG.espSvcCostCentre)}
          <Table.Tbody>
            {(totals?.byCostCentre ?? []).map((r) => (
              <Table.Tr key={r.costCentreId}>
                <Table.Td>{`${r.code} · ${r.name} (${r.clientName})`}</Table.Td>
                <Table.Td ta="right">{formatCount(r.services)}</Table.Td>
                <Table.Td ta="right">{formatCount(r.passengers)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {footer}
        </Table>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Title order={2} fz="lg" mb="xs">
          {MSG.espSvcTotalsByClient}
        </Title>
        <Table aria-label={MSG.espSvcTotalsByClient} striped>
          {head(MSG.espSvcClient)}
          <Table.Tbody>
            {(totals?.byClient ?? []).map((r) => (
              <Table.Tr key={r.clientNit}>
                <Table.Td>{`${r.clientName} (${r.clientNit})`}</Table.Td>
                <Table.Td ta="right">{formatCount(r.services)}</Table.Td>
                <Table.Td ta="right">{formatCount(r.passengers)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {footer}
        </Table>
      </Paper>
    </SimpleGrid>
  );
}
