import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { MSG, type TMovementDetail } from '@trazo/shared';
import type { ReactNode } from 'react';
import { StateBadge } from '../../../components/state-badge';
import { formatDateTime, orDash } from '../../../lib/format';
import { LateBadge } from './movement-cells';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The manifest's header: when, which vehicle and driver, from which branch, where to, and its state. */
export function MovementSummary({
  movement,
  driverAction,
}: {
  movement: TMovementDetail;
  driverAction?: ReactNode;
}) {
  const { vehiculo, conductor } = movement;
  const vehicleModel = [vehiculo.marca, vehiculo.modelo].filter(Boolean).join(' ');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {MSG.mvManifest} {movement.manifiesto_numero}
        </Title>
        <Group gap="xs">
          <StateBadge code={movement.estado.code} label={movement.estado.label} />
          <LateBadge retraso={movement.retraso} />
        </Group>
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="md">
        <Fact label={MSG.mvDispatchDate}>{formatDateTime(movement.fecha_despacho)}</Fact>
        <Fact label={MSG.mvRoute}>
          {orDash(movement.origen_descripcion)} → {orDash(movement.destino_descripcion)}
        </Fact>
        <Fact label={MSG.mvBranch}>{movement.sucursal.nombre}</Fact>
        <Fact label={MSG.mvVehicle}>
          {vehiculo.placa}
          {vehicleModel && (
            <Text component="span" c="dimmed" size="sm">
              {' '}
              · {vehicleModel}
            </Text>
          )}
        </Fact>
        <Fact label={MSG.mvDriver}>
          {orDash(conductor.nombre)}
          {conductor.documento && (
            <Text component="span" c="dimmed" size="sm">
              {' '}
              · {conductor.documento}
            </Text>
          )}
          {driverAction}
        </Fact>
        <Fact label={MSG.mvSyncedAt}>{formatDateTime(movement.sincronizado_at)}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
