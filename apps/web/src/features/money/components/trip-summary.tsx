import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatPesos, MSG, type TLegalisationRow } from '@trazo/shared';
import { balanceText } from './money-badges';

/** The trip's totals as the server summed them. */
export function TripSummary({ trip }: { trip: TLegalisationRow }) {
  const items = [
    { label: MSG.moneyAdvances, value: formatPesos(trip.advancesCop) },
    { label: MSG.moneyExpenses, value: formatPesos(trip.expensesCop) },
    { label: MSG.moneyApproved, value: formatPesos(trip.approvedCop) },
    { label: MSG.moneyPending, value: formatPesos(trip.pendingCop) },
    { label: MSG.moneyBalance, value: balanceText(trip.balanceCop, trip.balanceResult) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" component="dl" m={0}>
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={700} data-testid={`total-${item.label}`}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
