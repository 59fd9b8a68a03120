import 'mantine-datatable/styles.css';
import { Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { MSG, type TTurnBranch, type TTurnHistoryDay } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { ExportButtons } from '../../../components/export-buttons';
import { LIST_TABLE } from '../../../components/list-table';
import { useCan } from '../../../lib/permissions';
import { useTurnHistory } from '../api/turnos-api';

/** YYYY-MM-DD of Bogotá today, minus `days`. */
function bogotaDate(days = 0): string {
  return new Date(Date.now() - 5 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

const minutes = (v: number | null) => (v === null ? '—' : v.toLocaleString('es-CO'));

/** Turns per branch and day with waiting times (median, p90), and declines by reason (issue 27 §1). */
export function HistoryPanel({ branches }: { branches: TTurnBranch[] }) {
  const can = useCan();
  const [desde, setDesde] = useState(bogotaDate(7));
  const [hasta, setHasta] = useState(bogotaDate());
  const [sucursal, setSucursal] = useState<string | null>(null);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(desde) && /^\d{4}-\d{2}-\d{2}$/.test(hasta);
  const query = { desde, hasta, sucursal: sucursal ? Number(sucursal) : undefined };
  const history = useTurnHistory(query);
  const days = valid ? (history.data?.dias ?? []) : [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            type="date"
            label={MSG.turnsFrom}
            value={desde}
            onChange={(e) => setDesde(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={MSG.turnsUntil}
            value={hasta}
            onChange={(e) => setHasta(e.currentTarget.value)}
          />
          <Select
            label={MSG.turnsBranch}
            clearable
            data={branches.map((b) => ({ value: String(b.id), label: b.nombre }))}
            value={sucursal}
            onChange={setSucursal}
          />
        </Group>
        {can('reportes.descargar') && valid && (
          <ExportButtons
            path="/turnos/historial/exportar"
            query={query}
            fileName={`Turnos ${desde} a ${hasta}`}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Paper withBorder radius="lg" style={{ overflow: 'hidden', gridColumn: 'span 2' }}>
          <DataTable<TTurnHistoryDay>
            {...LIST_TABLE}
            idAccessor={(d) => `${d.sucursal}:${d.dia}`}
            records={days}
            fetching={history.isFetching && !history.data}
            minHeight={days.length ? undefined : 180}
            noRecordsText={history.error?.message ?? MSG.turnsEmpty}
            columns={[
              { accessor: 'dia', title: MSG.turnsDay },
              { accessor: 'sucursal', title: MSG.turnsBranch },
              { accessor: 'turnos', title: MSG.turnsCount, textAlign: 'right' },
              { accessor: 'asignados', title: MSG.turnsAssignedCount, textAlign: 'right' },
              {
                accessor: 'esperaMediana',
                title: MSG.turnsMedian,
                textAlign: 'right',
                render: (d) => minutes(d.esperaMediana),
              },
              {
                accessor: 'esperaP90',
                title: MSG.turnsP90,
                textAlign: 'right',
                render: (d) => minutes(d.esperaP90),
              },
            ]}
          />
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} fz="md" mb="sm">
            {MSG.turnsDeclinesByReason}
          </Title>
          {(history.data?.rechazos ?? []).length === 0 ? (
            <Text c="dimmed" size="sm">
              —
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {(history.data?.rechazos ?? []).map((r) => (
                  <Table.Tr key={r.motivo}>
                    <Table.Td>{r.motivo}</Table.Td>
                    <Table.Td ta="right">{r.cantidad}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
