import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { MOVEMENT_STATES, MSG, movementStateLabel, type TOverviewResponse } from '@trazo/shared';
import { NumbersCard } from './numbers-card';

// The 'Informes' charts (issue 12 §5): loaded on demand with @mantine/charts and recharts, so no other
// page carries them. Each chart shows the same numbers as the table beside it.

const STATE_COLORS: Record<string, string> = {
  programado: 'gray.6',
  en_ruta: 'blue.7',
  entregado: 'teal.8',
  con_novedad: 'orange.8',
};

export function OverviewCharts({ data }: { data: TOverviewResponse }) {
  const period = `${data.fecha}_${data.fecha_fin}`;
  const states = data.movimientos_por_estado.map((s) => ({
    estado: movementStateLabel(s.estado),
    total: s.total,
  }));
  const deliveries = [
    { name: MSG.overviewOnTime, value: data.entregas.a_tiempo, color: 'teal.8' },
    { name: MSG.overviewLate, value: data.entregas.tarde, color: 'red.8' },
    { name: MSG.overviewNoTime, value: data.entregas.sin_tiempo, color: 'gray.6' },
    { name: MSG.overviewNotDelivered, value: data.entregas.sin_entregar, color: 'blue.3' },
  ];
  const failures = data.vehiculos_fallas_criticas;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <NumbersCard
          title={MSG.overviewByState}
          fileName={`movimientos_por_estado_${period}`}
          header={[MSG.overviewState, MSG.overviewTotal]}
          rows={states.map((s) => [s.estado, s.total])}
          chart={
            <BarChart
              h={220}
              data={states}
              dataKey="estado"
              series={[{ name: 'total', label: MSG.overviewTotal, color: 'indigo.7' }]}
              tickLine="y"
            />
          }
        />
        <NumbersCard
          title={MSG.overviewPunctuality}
          help={MSG.overviewPunctualityHelp}
          fileName={`entregas_a_tiempo_${period}`}
          header={[MSG.overviewDeliveries, MSG.overviewTotal]}
          rows={deliveries.map((d) => [d.name, d.value])}
          chart={<DonutChart h={220} data={deliveries} withTooltip chartLabel={MSG.overviewDeliveries} />}
        />
      </SimpleGrid>
      <NumbersCard
        title={MSG.overviewByWeek}
        fileName={`movimientos_por_semana_${period}`}
        header={[MSG.overviewWeek, ...MOVEMENT_STATES.map((s) => s.label), MSG.overviewTotal]}
        rows={data.movimientos_por_semana.map((w) => [
          w.semana,
          ...MOVEMENT_STATES.map((s) => w[s.code]),
          w.total,
        ])}
        chart={
          <BarChart
            h={260}
            data={data.movimientos_por_semana}
            dataKey="semana"
            type="stacked"
            withLegend
            series={MOVEMENT_STATES.map((s) => ({
              name: s.code,
              label: s.label,
              color: STATE_COLORS[s.code],
            }))}
          />
        }
      />
      <NumbersCard
        title={MSG.overviewInspections}
        fileName={`inspecciones_vs_viajes_${period}`}
        header={[
          MSG.overviewWeek,
          MSG.overviewInspectionsDone,
          MSG.overviewTripsStarted,
          MSG.overviewTripsInspected,
        ]}
        rows={data.inspecciones_por_semana.map((w) => [
          w.semana,
          w.inspecciones,
          w.viajes_iniciados,
          w.viajes_con_inspeccion,
        ])}
        chart={
          <BarChart
            h={260}
            data={data.inspecciones_por_semana}
            dataKey="semana"
            withLegend
            series={[
              { name: 'inspecciones', label: MSG.overviewInspectionsDone, color: 'indigo.7' },
              { name: 'viajes_iniciados', label: MSG.overviewTripsStarted, color: 'cyan.8' },
              { name: 'viajes_con_inspeccion', label: MSG.overviewTripsInspected, color: 'teal.8' },
            ]}
          />
        }
      />
      <NumbersCard
        title={MSG.overviewCriticalFailures}
        help={MSG.overviewCriticalFailuresHelp}
        fileName={`vehiculos_fallas_criticas_${period}`}
        header={[
          MSG.reportsPlate,
          MSG.overviewInspectionsDone,
          MSG.overviewFailedItems,
          MSG.overviewLastFailure,
        ]}
        rows={failures.map((v) => [v.placa, v.inspecciones, v.items_fallidos, v.ultima_falla])}
        chart={
          failures.length === 0 ? (
            <Text size="sm">{MSG.overviewNoCriticalFailures}</Text>
          ) : (
            <BarChart
              h={Math.max(160, failures.length * 28)}
              data={failures}
              dataKey="placa"
              orientation="vertical"
              series={[{ name: 'items_fallidos', label: MSG.overviewFailedItems, color: 'red.8' }]}
            />
          )
        }
      />
    </Stack>
  );
}
