import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { formatDateTime } from '../../../lib/format';
import { useOpenMovement } from '../../movements/use-open-movement';
import { useGeneratorDashboard } from '../api/find-dashboard';
import { LiveBadge } from './company-dashboard';
import { CounterCard } from './counter-card';
import { PunctualityCard } from './punctuality-card';
import { TripMapPanel } from './trip-map-panel';

/** The generator's Inicio (issue 26 item 4): its own consignments only. */
export function GeneratorDashboard() {
  const dashboard = useGeneratorDashboard(true);
  const { open, dialog } = useOpenMovement();
  if (dashboard.isPending) return <Loader />;
  if (dashboard.isError) return <Alert color="red">{MSG.dashboardLoadError}</Alert>;
  const d = dashboard.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {MSG.dashboardWeekConsignments}
        </Title>
        <LiveBadge />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        {d.remesas_semana.map((s) => (
          <CounterCard
            key={s.estado.code}
            code={s.estado.code}
            label={s.estado.label}
            total={s.total}
            to={`/generador/mov-transporte?estado=${s.estado.code}`}
          />
        ))}
        <CounterCard
          code="cumplidos_pendientes"
          label={MSG.dashboardPendingCumplidos}
          total={d.cumplidos_pendientes}
          to="/generador/mov-transporte?indicador=cumplidos_pendientes"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PunctualityCard current={d.puntualidad.semana_actual} previous={d.puntualidad.semana_anterior} />
        <Card withBorder radius="lg" p="lg">
          <Title order={2} fz="lg" mb="sm">
            {MSG.dashboardRecentEvents}
          </Title>
          {d.ultimos_eventos.length === 0 ? (
            <Text c="dimmed">{MSG.dashboardNoEvents}</Text>
          ) : (
            <Stack gap={4} data-testid="ultimos-eventos">
              {d.ultimos_eventos.map((e) => (
                <Text
                  key={`${e.movimiento_id}-${e.ocurrido_at}-${e.evento}`}
                  size="sm"
                  style={{ cursor: 'pointer' }}
                  onClick={() => open({ id: e.movimiento_id, manifiesto_numero: e.manifiesto_numero })}
                >
                  <b>{e.manifiesto_numero}</b> · {e.evento} · {formatDateTime(e.ocurrido_at)}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
      <TripMapPanel map={d.mapa} onOpen={(id, manifiesto_numero) => open({ id, manifiesto_numero })} />
      {dialog}
    </Stack>
  );
}
