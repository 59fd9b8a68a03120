import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { MSG, type TImportReport, type TUpsertCounts } from '@trazo/shared';

function Counts({ label, counts }: { label: string; counts: TUpsertCounts }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Group gap={6} mt={4} style={{ rowGap: 0 }}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <b>{counts.creados}</b> {MSG.importNew} ·
        </Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <b>{counts.actualizados}</b> {MSG.importUpdated} ·
        </Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <b>{counts.sin_cambios}</b> {MSG.importUnchanged}
        </Text>
      </Group>
    </Paper>
  );
}

/** What the file holds (preview) or what importing did: rows, movements and consignments. */
export function ImportSummary({ report }: { report: TImportReport }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" aria-label={report.archivo}>
      <Paper withBorder radius="md" p="sm">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {MSG.importRows}
        </Text>
        <Text fw={700} fz="xl" lh={1.3}>
          {report.filas}
        </Text>
      </Paper>
      <Counts label={MSG.importMovements} counts={report.movimientos} />
      <Counts label={MSG.importConsignments} counts={report.remesas} />
    </SimpleGrid>
  );
}
