import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { formatPesos, MSG, type TAgingResponse } from '@trazo/shared';

/** The balance per bucket as bars (loaded on demand with @mantine/charts; the cards carry the numbers). */
export default function AgingChart({ aging }: { aging: TAgingResponse }) {
  const data = aging.tramos.map((tramo, i) => ({ tramo, saldo: aging.totales[i] ?? 0 }));
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fw={600} mb="sm">
        {MSG.carteraChartTitle}
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="tramo"
        series={[{ name: 'saldo', label: MSG.carteraBalance, color: 'indigo.6' }]}
        valueFormatter={formatPesos}
        tickLine="y"
      />
    </Paper>
  );
}
