import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import {
  MSG,
  rateLabel,
  type TDeliveryProof,
  type TInspectionAlert,
  type TMovementDetail,
} from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { STACKED_SCROLL, STACKED_TABLE, stackedCell } from '../../../components/stacked-table';
import { formatDateTime, formatDistance, orDash } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useFixInspection } from '../api/fix-inspection';

// What the drivers' app adds to the movement detail (issue 10 items 4, 5): the inspections whose critical
// items failed (with the company's fix) and the deliveries with their distance to the destination.

function FixForm({ alert, movementId }: { alert: TInspectionAlert; movementId: number }) {
  const [note, setNote] = useState('');
  const fix = useFixInspection(movementId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    fix.mutate(
      { id: alert.id, body: { nota: note } },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.failure(error, MSG.saveErrorTitle),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <Textarea
          label={MSG.tripInspectionFixNote}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={1}
          maxLength={500}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" loading={fix.isPending} disabled={note.trim() === ''}>
          {MSG.tripInspectionFixSubmit}
        </Button>
      </Group>
    </form>
  );
}

function InspectionAlert({ alert, movementId }: { alert: TInspectionAlert; movementId: number }) {
  const fixed = alert.fixedAt !== null;
  const items = alert.failedCritical.map((i) => `${i.title} (${rateLabel(i.rate)})`).join(', ');
  return (
    <Alert
      color={fixed ? 'teal' : 'red'}
      variant="light"
      radius="md"
      icon={fixed ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={fixed ? `${MSG.tripInspectionAlert} · ${MSG.tripInspectionFixed}` : MSG.tripInspectionAlert}
      data-testid="inspection-alert"
    >
      <Stack gap="xs">
        <Text size="sm">
          {MSG.tripInspectionOf} · {alert.vehiculoPlaca} · {alert.conductorNombre} ·{' '}
          {formatDateTime(alert.inspectedAt)}
        </Text>
        <Text size="sm" fw={600}>
          {items}
        </Text>
        {fixed ? (
          <Text size="sm">
            {MSG.tripInspectionFixedBy}: {formatDateTime(alert.fixedAt)} · {orDash(alert.fixedBy)} ·{' '}
            {alert.fixNote}
          </Text>
        ) : (
          <>
            <Text size="sm">{MSG.tripInspectionAlertIntro}</Text>
            <FixForm alert={alert} movementId={movementId} />
          </>
        )}
      </Stack>
    </Alert>
  );
}

function distanceOf(d: TDeliveryProof): string {
  if (d.distanceMeters !== null) return formatDistance(d.distanceMeters);
  return d.geoDenied ? MSG.tripDeliveryNoGps : MSG.tripDeliveryNoDestination;
}

function detailOf(d: TDeliveryProof): string {
  const parts = [
    d.receiverName ? `${MSG.tripDeliveryReceiver}: ${d.receiverName} (${d.receiverDocument ?? ''})` : '',
    d.reason ? `${MSG.tripDeliveryReason}: ${d.reason}` : '',
    d.note ? `${MSG.tripDeliveryNote}: ${d.note}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

function DriverDeliveries({ deliveries }: { deliveries: TDeliveryProof[] }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {MSG.tripDeliveriesTitle}
        </Title>
        <Table.ScrollContainer minWidth={560} className={STACKED_SCROLL}>
          <Table striped aria-label={MSG.tripDeliveriesTitle} className={STACKED_TABLE}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.mvConsignment}</Table.Th>
                <Table.Th>{MSG.tripDeliveryEvent}</Table.Th>
                <Table.Th>{MSG.tripDeliveryDate}</Table.Th>
                <Table.Th>{MSG.tripDeliveryDistance}</Table.Th>
                <Table.Th>{MSG.tripDeliveryDetail}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((d) => (
                <Table.Tr key={d.eventId} data-testid="driver-delivery">
                  <Table.Td {...stackedCell(MSG.mvConsignment)}>{d.remesaNumero}</Table.Td>
                  <Table.Td {...stackedCell(MSG.tripDeliveryEvent)}>{d.event}</Table.Td>
                  <Table.Td {...stackedCell(MSG.tripDeliveryDate)}>{formatDateTime(d.occurredAt)}</Table.Td>
                  <Table.Td {...stackedCell(MSG.tripDeliveryDistance)}>
                    <Group gap={6}>
                      <Text size="sm">{distanceOf(d)}</Text>
                      {d.far && (
                        <Badge
                          color="orange"
                          variant="light"
                          leftSection={<IconAlertTriangle size={12} aria-hidden />}
                        >
                          {MSG.tripDeliveryFar}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td {...stackedCell(MSG.tripDeliveryDetail)}>
                    <Text size="sm">{orDash(detailOf(d))}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

export function DriverRecords({ movement }: { movement: TMovementDetail }) {
  if (movement.alertas_inspeccion.length === 0 && movement.entregas_conductor.length === 0) return null;
  return (
    <Stack gap="md">
      {movement.alertas_inspeccion.map((alert) => (
        <InspectionAlert key={alert.id} alert={alert} movementId={movement.id} />
      ))}
      {movement.entregas_conductor.length > 0 && (
        <DriverDeliveries deliveries={movement.entregas_conductor} />
      )}
    </Stack>
  );
}
