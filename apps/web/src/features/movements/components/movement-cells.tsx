import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { MSG, plural, type TMovementListItem } from '@trazo/shared';
import { StateBadge } from '../../../components/state-badge';
import { formatDateTime, formatKg, orDash } from '../../../lib/format';

type Item = TMovementListItem;
const nowrap = { whiteSpace: 'nowrap' } as const;

export function ManifestCell({ m, onOpen }: { m: Item; onOpen: (m: Item) => void }) {
  return (
    <>
      <Anchor
        component="button"
        type="button"
        fw={700}
        size="sm"
        onClick={(e) => {
          e.stopPropagation();
          onOpen(m);
        }}
        aria-label={`${MSG.mvViewDetail} ${m.manifiesto_numero}`}
      >
        {m.manifiesto_numero}
      </Anchor>
      <Text size="xs" c="dimmed" style={nowrap}>
        {formatDateTime(m.fecha_despacho)}
      </Text>
    </>
  );
}

export function PlateCell({ m }: { m: Item }) {
  return (
    <>
      <Text size="sm" fw={600} ff="monospace">
        {m.vehiculo_placa}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {orDash(m.conductor_nombre)}
      </Text>
    </>
  );
}

export function RouteCell({ m }: { m: Item }) {
  return (
    <>
      <Text size="sm" lineClamp={2}>
        {orDash(m.origen_descripcion)} → {orDash(m.destino_descripcion)}
      </Text>
      <Text size="xs" c="dimmed">
        {m.sucursal}
      </Text>
    </>
  );
}

export function GeneratorCell({ m }: { m: Item }) {
  return (
    <Text size="sm" lineClamp={2}>
      {m.generadores.length ? m.generadores.join(', ') : '—'}
    </Text>
  );
}

export function LoadCell({ m }: { m: Item }) {
  return (
    <>
      <Text size="sm">{m.remesas}</Text>
      <Text size="xs" c="dimmed" style={nowrap}>
        {formatKg(m.peso_total)}
      </Text>
    </>
  );
}

/** A rejected consignment says so, rather than the manifest's last event (another one's success). */
function StateNote({ m }: { m: Item }) {
  if (m.remesas_rechazadas > 0) {
    return (
      <Text size="xs" c="orange" fw={600} mt={2} lineClamp={1}>
        {plural(m.remesas_rechazadas, MSG.mvRejectedConsignment, MSG.mvRejectedConsignments)}
      </Text>
    );
  }
  if (!m.ultimo_evento) return null;
  return (
    <Text size="xs" c="dimmed" mt={2} lineClamp={1}>
      {m.ultimo_evento.event}
    </Text>
  );
}

/** The driver cannot start: a failed critical item waits for the company's fix (issue 22 item 9). */
function BlockedBadge({ m }: { m: Item }) {
  if (!m.bloqueado_inspeccion) return null;
  return (
    <Badge
      color="red"
      variant="light"
      mt={4}
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="blocked-badge"
    >
      {MSG.tripBlockedBadge}
    </Badge>
  );
}

/** Late, and why (issue 26 item 2): a passed appointment or a trip silent for too long. */
export function LateBadge({ retraso }: { retraso: Item['retraso'] }) {
  if (!retraso) return null;
  return (
    <Badge
      color="orange"
      variant="filled"
      mt={4}
      leftSection={<IconClockExclamation size={12} aria-hidden />}
      styles={{ label: { overflow: 'visible' } }}
      data-testid="late-badge"
      title={`${MSG.lateFlag}: ${retraso.motivo.label}`}
    >
      {MSG.lateFlag} · {retraso.motivo.label}
    </Badge>
  );
}

export function StateCell({ m }: { m: Item }) {
  return (
    <>
      <StateBadge code={m.estado.code} label={m.estado.label} />
      <StateNote m={m} />
      <BlockedBadge m={m} />
      <LateBadge retraso={m.retraso} />
    </>
  );
}

/** A phone's single column: the same facts, stacked. */
export function PhoneCell({ m, onOpen }: { m: Item; onOpen: (m: Item) => void }) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div>
          <ManifestCell m={m} onOpen={onOpen} />
        </div>
        <div>
          <StateBadge code={m.estado.code} label={m.estado.label} />
          <StateNote m={m} />
          <BlockedBadge m={m} />
          <LateBadge retraso={m.retraso} />
        </div>
      </Group>
      <Text size="sm" mt={4}>
        {orDash(m.origen_descripcion)} → {orDash(m.destino_descripcion)}
      </Text>
      <Text size="xs" c="dimmed">
        {m.vehiculo_placa} · {orDash(m.conductor_nombre)} · {m.sucursal}
      </Text>
      <Text size="xs" c="dimmed">
        {m.generadores.join(', ') || '—'} ·{' '}
        {plural(m.remesas, MSG.mvConsignment.toLowerCase(), MSG.mvConsignments.toLowerCase())} ·{' '}
        {formatKg(m.peso_total)}
      </Text>
    </>
  );
}
