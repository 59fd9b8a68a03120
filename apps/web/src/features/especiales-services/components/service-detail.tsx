import { Button, Divider, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { MSG, type TService, type TServiceDetail, VEHICLE_CLASS_LABELS } from '@trazo/shared';
import { type ReactNode, useState } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { ServiceFuecPanel } from '../../fuec/components/service-fuec-panel';
import { useChangeServiceState } from '../api/change-service-state';
import { useService } from '../api/find-service';
import { dmy } from './days';
import { ProgramPanel } from './program-panel';
import { ServiceHistory } from './service-history';
import { ServiceRoad } from './service-road';
import { ServiceStateBadge } from './service-state-badge';

type Action = 'programar' | 'cancelada' | 'rechazada' | null;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** A service's data, the actions its state allows and its change history. */
export function ServiceDetail({ id, onEdit }: { id: number; onEdit: (service: TService) => void }) {
  const detail = useService(id);
  if (!detail.data) return <CenteredLoader />;
  return <DetailBody service={detail.data} onEdit={onEdit} />;
}

function DetailBody({
  service: s,
  onEdit,
}: {
  service: TServiceDetail;
  onEdit: (service: TService) => void;
}) {
  const [action, setAction] = useState<Action>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const change = useChangeServiceState(s.id);
  const move = (to: 'en_curso' | 'finalizada' | 'cancelada' | 'rechazada') =>
    change.mutate(
      { to, reason },
      {
        onSuccess: () => {
          notify.success(MSG.espSvcStateChanged, `${MSG.espSvcService} N.º ${s.id}`);
          setAction(null);
          setReason('');
        },
        onError: (error) => {
          setReasonError(fieldErrorsOf(error).reason);
          notify.failure(error, MSG.saveErrorTitle);
        },
      },
    );
  const route = [s.origin.name, ...s.stops.map((p) => p.name), s.destination.name].join(' → ');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>
          {MSG.espSvcService} N.º {s.id}
        </Title>
        <ServiceStateBadge state={s.state} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={MSG.espSvcDate}>{`${dmy(s.date)} ${s.startTime} (${s.durationMinutes} min)`}</Fact>
        <Fact
          label={MSG.espSvcContract}
        >{`${String(s.contract.number).padStart(4, '0')} · ${s.contract.clientName}`}</Fact>
        <Fact label={`${MSG.espSvcOrigin} → ${MSG.espSvcDestination}`}>{route}</Fact>
        <Fact label={MSG.espSvcCostCentre}>{`${s.costCentre.code} · ${s.costCentre.name}`}</Fact>
        <Fact label={MSG.espSvcPassengersTotal}>
          {s.passengers.length > 0
            ? `${s.passengerCount}: ${s.passengers.map((p) => p.name).join(', ')}`
            : s.passengerCount}
        </Fact>
        <Fact label={MSG.espSvcVehicleClass}>
          {VEHICLE_CLASS_LABELS[s.vehicleClass]}
          {s.roundTrip ? ` · ${MSG.espSvcRoundTrip}` : ''}
        </Fact>
        <Fact label={MSG.espSvcVehicle}>{s.vehicle?.plate ?? '—'}</Fact>
        <Fact label={MSG.espSvcDrivers}>{s.drivers.map((d) => d.name).join(', ') || '—'}</Fact>
        {s.observations && <Fact label={MSG.espSvcObservations}>{s.observations}</Fact>}
        {s.reason && <Fact label={MSG.espSvcReason}>{s.reason}</Fact>}
      </SimpleGrid>
      <Group gap="xs">
        {s.state === 'solicitada' && (
          <Button variant="default" onClick={() => onEdit(s)}>
            {MSG.espEdit}
          </Button>
        )}
        {(s.state === 'solicitada' || s.state === 'programada') && (
          <Button onClick={() => setAction('programar')}>
            {s.state === 'solicitada' ? MSG.espSvcProgram : MSG.espSvcReprogram}
          </Button>
        )}
        {s.state === 'programada' && (
          <Button color="violet" onClick={() => move('en_curso')} loading={change.isPending}>
            {MSG.espSvcStart}
          </Button>
        )}
        {s.state === 'en_curso' && (
          <Button color="teal" onClick={() => move('finalizada')} loading={change.isPending}>
            {MSG.espSvcFinish}
          </Button>
        )}
        {s.state === 'solicitada' && (
          <Button color="red" variant="light" onClick={() => setAction('rechazada')}>
            {MSG.espSvcReject}
          </Button>
        )}
        {(s.state === 'solicitada' || s.state === 'programada') && (
          <Button color="gray" variant="light" onClick={() => setAction('cancelada')}>
            {MSG.espSvcCancelService}
          </Button>
        )}
      </Group>
      {action === 'programar' && <ProgramPanel service={s} onDone={() => setAction(null)} />}
      {(action === 'cancelada' || action === 'rechazada') && (
        <Stack gap="xs">
          <Textarea
            label={MSG.espSvcReason}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={reasonError}
            maxLength={500}
            autosize
            minRows={2}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button onClick={() => move(action)} loading={change.isPending} color="red">
              {MSG.espSvcConfirm}
            </Button>
          </Group>
        </Stack>
      )}
      <Divider label={MSG.fuecServiceListTitle} labelPosition="left" />
      <ServiceFuecPanel serviceId={s.id} state={s.state} />
      {(s.state === 'en_curso' || s.state === 'finalizada' || s.road.pointsDone > 0) && (
        <>
          <Divider label={MSG.drvSvcRoad} labelPosition="left" />
          <ServiceRoad road={s.road} />
        </>
      )}
      <Divider label={MSG.espSvcHistory} labelPosition="left" />
      <ServiceHistory changes={s.changes} />
    </Stack>
  );
}
