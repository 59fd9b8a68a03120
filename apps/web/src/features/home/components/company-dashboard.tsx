import { Alert, Badge, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useLiveStatus } from '../../../lib/live-changes';
import { useCan } from '../../../lib/permissions';
import { useOpenMovement } from '../../movements/use-open-movement';
import { useCompanyDashboard } from '../api/find-dashboard';
import { CounterCard } from './counter-card';
import { PunctualityCard } from './punctuality-card';
import { TripMapPanel } from './trip-map-panel';

const listOf = (code: string) =>
  code === 'legalizaciones_por_revisar'
    ? '/empresa-transporte/legalizacion-gastos'
    : `/empresa-transporte/viajes?indicador=${code}`;

export function LiveBadge() {
  const status = useLiveStatus();
  return (
    <Badge
      color={status === 'open' ? 'green' : 'gray'}
      variant="dot"
      data-testid="en-vivo"
      data-status={status}
    >
      {status === 'open' ? MSG.liveConnected : MSG.liveReconnecting}
    </Badge>
  );
}

/** The transport company's Inicio (issue 26 item 3): counters, on-time %, the map of trips en ruta. */
export function CompanyDashboard() {
  const dashboard = useCompanyDashboard(true);
  const { open, dialog } = useOpenMovement();
  const can = useCan();
  if (dashboard.isPending) return <Loader />;
  if (dashboard.isError) return <Alert color="red">{MSG.dashboardLoadError}</Alert>;
  const { contadores, documentos, puntualidad, mapa } = dashboard.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {MSG.dashboardCountersTitle}
        </Title>
        <LiveBadge />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {contadores.map((c) => (
          <CounterCard key={c.code} code={c.code} label={c.label} total={c.total} to={listOf(c.code)} />
        ))}
        {/* The list it opens is the fleet documents', behind their own permission. */}
        {can('conductores.administrar') && (
          <CounterCard
            code="documentos_por_vencer"
            label={MSG.dashboardDocumentsDue}
            total={documentos.total}
            to={`/empresa-transporte/configuracion/documentos-flota?estado=por_vencer_o_vencido${
              documentos.vehiculos === 0 && documentos.conductores > 0 ? '&tab=conductores' : ''
            }`}
          />
        )}
      </SimpleGrid>
      <PunctualityCard current={puntualidad.semana_actual} previous={puntualidad.semana_anterior} />
      <TripMapPanel map={mapa} onOpen={(id, manifiesto_numero) => open({ id, manifiesto_numero })} />
      {dialog}
    </Stack>
  );
}
