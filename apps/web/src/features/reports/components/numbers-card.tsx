import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { downloadNumbersCsv, type NumberCell } from './numbers-csv';

interface NumbersCardProps {
  title: string;
  help?: string;
  /** The chart; its numbers are the table beside it (also what a screen reader reads). */
  chart: ReactNode;
  header: string[];
  rows: NumberCell[][];
  fileName: string;
}

/** One overview figure: its chart, the same numbers as a table, and a csv download of them. */
export function NumbersCard({ title, help, chart, header, rows, fileName }: NumbersCardProps) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {help && (
              <Text size="sm" c="dimmed" maw={640}>
                {help}
              </Text>
            )}
          </div>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={16} />}
            aria-label={`${MSG.overviewDownloadCsv}: ${title}`}
            onClick={() => downloadNumbersCsv(fileName, header, rows)}
          >
            {MSG.overviewDownloadCsv}
          </Button>
        </Group>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <figure aria-label={title} style={{ flex: '2 1 360px', minWidth: 0, margin: 0 }}>
            {chart}
          </figure>
          <Table.ScrollContainer
            minWidth={260}
            // A table of more than three columns (the weekly ones) takes the card's whole width under its
            // chart: beside it, it was cut at 1440 px (issue 22 item 14).
            style={{ flex: header.length > 3 ? '1 1 100%' : '1 1 260px' }}
            // A region that scrolls is reached by keyboard too (WCAG 2.1.1).
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': title } }}
          >
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {header.map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={String(row[0])}>
                    {row.map((cell, n) => (
                      <Table.Td key={header[n]} ta={typeof cell === 'number' ? 'right' : undefined}>
                        {typeof cell === 'number' ? formatNumber(cell) : cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Group>
      </Stack>
    </Paper>
  );
}
