import { Paper, Table, Text } from '@mantine/core';
import { formatPesos, MSG, type TAgingResponse } from '@trazo/shared';
import { StatementActions } from './statement-actions';

interface GeneratorsTableProps {
  aging: TAgingResponse;
  /** A generator's view lists its companies; a company's view its generators, with their statements. */
  showCompany: boolean;
  corte: string;
}

/** Balance per generator and bucket; with several companies, the company too (a generator's view). */
export function GeneratorsTable({ aging, showCompany, corte }: GeneratorsTableProps) {
  if (aging.generadores.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fw={600} mb="sm">
        {MSG.carteraByGenerator}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{showCompany ? MSG.carteraCompany : MSG.carteraGenerator}</Table.Th>
              {aging.tramos.map((label) => (
                <Table.Th key={label} ta="right">
                  {label}
                </Table.Th>
              ))}
              <Table.Th ta="right">{MSG.carteraTotalOpen}</Table.Th>
              {!showCompany && <Table.Th ta="right">{MSG.carteraStatement}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {aging.generadores.map((g) => (
              <Table.Tr key={`${g.empresa_id}:${g.generador_id}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {showCompany ? g.empresa : g.generador}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {showCompany ? g.generador : `NIT ${g.generador_nit}`}
                  </Text>
                </Table.Td>
                {g.por_tramo.map((value, i) => (
                  <Table.Td key={aging.tramos[i]} ta="right">
                    {value ? formatPesos(value) : '—'}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600}>
                  {formatPesos(g.total)}
                </Table.Td>
                {!showCompany && (
                  <Table.Td ta="right">
                    <StatementActions
                      generatorId={g.generador_id}
                      generatorName={g.generador}
                      corte={corte}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
