import { Paper, SimpleGrid, Text } from '@mantine/core';

/** The totals of the filtered list, as labelled figures. */
export function PartnerTotals({ items }: { items: { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: items.length }} spacing="sm">
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="lg" p="md">
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {item.label}
          </Text>
          <Text fz={24} fw={700} data-testid={`total-${item.label}`}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
