import { Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { MSG, type TMovementDetail } from '@trazo/shared';
import { type ReactNode, useState } from 'react';
import { ConsignmentTabs } from '../../../components/movement-detail/consignment-tabs';
import { StateBadge } from '../../../components/state-badge';
import { formatDateTime, orDash } from '../../../lib/format';
import { findEventImages } from '../api/find-event-images';
import { DriverChanges } from './driver-changes';
import { DriverRecords } from './driver-records';
import { MovementSummary } from './movement-summary';

/**
 * detallemovimiento: the manifest's header, a consignment chooser, and the same three tabs as the
 * public lookup (components/movement-detail).
 */
interface MovementDetailViewProps {
  movement: TMovementDetail;
  /** The periodic refresh failed: the timeline may be stale (spec §8 'No se pudo buscar los eventos'). */
  eventsFailed?: boolean;
  /** Shown under the driver (the company's 'Cambiar conductor'); absent for generators. */
  driverAction?: ReactNode;
}

export function MovementDetailView({
  movement,
  eventsFailed = false,
  driverAction,
}: MovementDetailViewProps) {
  // The chosen consignment, tagged with its manifest: another manifest starts at its first consignment.
  const [choice, setChoice] = useState<{ movementId: number; remesaId: string } | null>(null);
  const remesaId = choice?.movementId === movement.id ? choice.remesaId : null;

  const remesa = movement.remesas.find((r) => String(r.id) === remesaId) ?? movement.remesas[0];
  return (
    <Stack gap="md">
      <MovementSummary movement={movement} driverAction={driverAction} />
      <DriverRecords movement={movement} />
      <DriverChanges movement={movement} />
      {remesa && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Select
                label={`${MSG.mvConsignment} (${movement.remesas.length})`}
                data={movement.remesas.map((r) => ({
                  value: String(r.id),
                  label: `${r.remesa_numero} · ${r.generador_nombre}`,
                }))}
                value={String(remesa.id)}
                onChange={(value) => value && setChoice({ movementId: movement.id, remesaId: value })}
                allowDeselect={false}
                size="sm"
                w={{ base: '100%', sm: 420 }}
                comboboxProps={{ withinPortal: true }}
              />
              <StateBadge code={remesa.estado_entrega.code} label={remesa.estado_entrega.label} size="lg" />
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Text size="sm">
                <Text span c="dimmed">
                  {MSG.mvGenerator}:{' '}
                </Text>
                {remesa.generador_nombre} ({remesa.generador_nit})
              </Text>
              <Text size="sm">
                <Text span c="dimmed">
                  {MSG.mvCustomerDocument}:{' '}
                </Text>
                {orDash(remesa.documento_cliente)}
              </Text>
              <Text size="sm">
                <Text span c="dimmed">
                  {MSG.mvDispatchType}:{' '}
                </Text>
                {orDash(remesa.tipo_despacho)}
              </Text>
              <Text size="sm" data-testid="cita-cargue">
                <Text span c="dimmed">
                  {MSG.appointmentLoadingLabel}:{' '}
                </Text>
                {appointment(remesa.cita_cargue, remesa.horas_pactadas_cargue)}
              </Text>
              <Text size="sm" data-testid="cita-descargue">
                <Text span c="dimmed">
                  {MSG.appointmentUnloadingLabel}:{' '}
                </Text>
                {appointment(remesa.cita_descargue, remesa.horas_pactadas_descargue)}
              </Text>
            </SimpleGrid>
            <ConsignmentTabs
              key={remesa.id}
              record={remesa}
              loadImages={findEventImages}
              eventsFailed={eventsFailed}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** "02/03/2026 9:00 am · 3,5 h pactadas", or a dash. */
function appointment(at: string | null, hours: number | null): string {
  const parts = [
    at ? formatDateTime(at) : null,
    hours !== null ? `${hours.toLocaleString('es-CO')} h pactadas` : null,
  ];
  return parts.filter(Boolean).join(' · ') || '—';
}
