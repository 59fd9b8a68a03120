import 'mantine-datatable/styles.css';
import { Badge, Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MSG, type TTurn, type TTurnQueueResponse } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { LIST_TABLE } from '../../../components/list-table';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import {
  useAddTurn,
  useCancelTurn,
  useOfferTurn,
  usePendingMovements,
  useTurnQueue,
} from '../api/turnos-api';

const STATE_LABEL: Record<TTurn['estado'], string> = {
  en_cola: MSG.turnsStateQueued,
  ofrecido: MSG.turnsStateOffered,
  asignado: MSG.turnsStateAssigned,
  cancelado: MSG.turnsStateCancelled,
};

/** "1 h 05 min" from minutes. */
function waiting(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-CO', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Bogota',
  });

/** The queue in order per branch and class, with the dispatcher's actions (issue 27 §1). */
export function QueuePanel() {
  const can = useCan();
  const manage = can('turnos.administrar');
  const [sucursal, setSucursal] = useState<string | null>(null);
  const [clase, setClase] = useState<string | null>(null);
  const query = { sucursal: sucursal ? Number(sucursal) : undefined, clase: clase ?? undefined };
  const queue = useTurnQueue(query);
  const [adding, setAdding] = useState(false);
  const [offering, setOffering] = useState<TTurn | null>(null);
  const [cancelling, setCancelling] = useState<TTurn | null>(null);
  const data = queue.data;
  const turns = data?.turnos ?? [];
  // The first eligible vehicle still waiting in each queue is the one an offer may go to.
  const firstEligible = new Set<number>();
  const seen = new Set<string>();
  for (const t of turns) {
    const key = `${t.sucursalId}:${t.clase}`;
    if (t.estado === 'en_cola' && t.elegible && !seen.has(key)) {
      seen.add(key);
      firstEligible.add(t.id);
    }
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <Select
            label={MSG.turnsBranch}
            placeholder={MSG.turnsBranch}
            clearable
            data={(data?.sucursales ?? []).map((b) => ({ value: String(b.id), label: b.nombre }))}
            value={sucursal}
            onChange={setSucursal}
          />
          <Select
            label={MSG.turnsClass}
            placeholder={MSG.turnsAllClasses}
            clearable
            data={(data?.clases ?? []).filter((c) => c !== '')}
            value={clase}
            onChange={setClase}
          />
        </Group>
        {manage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} disabled={!data}>
            {MSG.turnsAdd}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <DataTable<TTurn>
          {...LIST_TABLE}
          records={turns}
          fetching={queue.isFetching && !data}
          minHeight={turns.length ? undefined : 180}
          noRecordsText={queue.error?.message ?? MSG.turnsEmpty}
          columns={[
            { accessor: 'puesto', title: MSG.turnsPosition, textAlign: 'right', width: 70 },
            { accessor: 'codigo', title: MSG.turnsCode },
            { accessor: 'sucursal', title: MSG.turnsBranch },
            { accessor: 'clase', title: MSG.turnsClass },
            { accessor: 'placa', title: MSG.fleetPlaca },
            { accessor: 'conductor', title: MSG.turnsDriver },
            { accessor: 'esperaMin', title: MSG.turnsWaiting, render: (t) => waiting(t.esperaMin) },
            {
              accessor: 'estado',
              title: MSG.turnsState,
              render: (t) =>
                t.oferta ? (
                  <Tooltip label={MSG.turnAppOfferUntil.replace('{hora}', time(t.oferta.venceAt))}>
                    <Badge color="orange" variant="light">
                      {STATE_LABEL[t.estado]} · {t.oferta.manifiesto}
                    </Badge>
                  </Tooltip>
                ) : (
                  <Badge color="blue" variant="light">
                    {STATE_LABEL[t.estado]}
                  </Badge>
                ),
            },
            {
              accessor: 'elegible',
              title: MSG.turnsEligible,
              render: (t) =>
                t.elegible ? (
                  <Badge color="teal" variant="light">
                    {MSG.turnsEligibleYes}
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t.motivoNoElegible}
                  </Text>
                ),
            },
            {
              accessor: 'acciones',
              title: '',
              textAlign: 'right',
              hidden: !manage,
              render: (t) => (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {firstEligible.has(t.id) && (
                    <Button
                      size="xs"
                      onClick={() => setOffering(t)}
                      aria-label={`${MSG.turnsOffer} ${t.placa}`}
                    >
                      {MSG.turnsOffer}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setCancelling(t)}
                    aria-label={`${MSG.turnsCancel} ${t.placa}`}
                  >
                    {MSG.turnsCancel}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      </Paper>
      {adding && data && (
        <AddTurnModal data={data} defaultBranch={sucursal} onClose={() => setAdding(false)} />
      )}
      {offering && <OfferModal turn={offering} onClose={() => setOffering(null)} />}
      {cancelling && <CancelModal turn={cancelling} onClose={() => setCancelling(null)} />}
    </Stack>
  );
}

function AddTurnModal(props: {
  data: TTurnQueueResponse;
  defaultBranch: string | null;
  onClose: () => void;
}) {
  const add = useAddTurn();
  const [branch, setBranch] = useState<string | null>(props.defaultBranch);
  const [placa, setPlaca] = useState('');
  const [documento, setDocumento] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!branch) return;
    add.mutate(
      { sucursalId: Number(branch), placa, conductorDocumento: documento },
      {
        onSuccess: () => {
          notify.success(MSG.turnsAdded);
          props.onClose();
        },
        onError: (error) => notify.failure(error, MSG.turnsAdd),
      },
    );
  };
  return (
    <Modal opened onClose={props.onClose} title={MSG.turnsAdd}>
      <form onSubmit={submit}>
        <Stack>
          <Select
            label={MSG.turnsBranch}
            required
            data={props.data.sucursales.map((b) => ({ value: String(b.id), label: b.nombre }))}
            value={branch}
            onChange={setBranch}
          />
          <TextInput
            label={MSG.turnsAddPlaca}
            required
            value={placa}
            onChange={(e) => setPlaca(e.currentTarget.value)}
          />
          <TextInput
            label={MSG.turnsAddDriver}
            required
            value={documento}
            onChange={(e) => setDocumento(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} disabled={!branch}>
              {MSG.turnsAdd}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function OfferModal({ turn, onClose }: { turn: TTurn; onClose: () => void }) {
  const pending = usePendingMovements(turn.sucursalId, true);
  const offer = useOfferTurn();
  const [movement, setMovement] = useState<string | null>(null);
  const options = (pending.data?.movimientos ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.manifiesto} · ${m.origen} → ${m.destino}`,
  }));
  return (
    <Modal opened onClose={onClose} title={`${MSG.turnsOffer} · ${turn.placa} (${turn.codigo})`}>
      <Stack>
        <Select
          label={MSG.turnsOfferMovement}
          searchable
          data={options}
          value={movement}
          onChange={setMovement}
          nothingFoundMessage={MSG.turnsNoPendingMovements}
          placeholder={pending.data && options.length === 0 ? MSG.turnsNoPendingMovements : undefined}
        />
        <Group justify="flex-end">
          <Button
            disabled={!movement}
            loading={offer.isPending}
            onClick={() =>
              offer.mutate(
                { id: turn.id, movimientoId: Number(movement) },
                {
                  onSuccess: () => {
                    notify.success(MSG.turnsOffered);
                    onClose();
                  },
                  onError: (error) => notify.failure(error, MSG.turnsOffer),
                },
              )
            }
          >
            {MSG.turnsOffer}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CancelModal({ turn, onClose }: { turn: TTurn; onClose: () => void }) {
  const cancel = useCancelTurn();
  const [motivo, setMotivo] = useState('');
  return (
    <Modal opened onClose={onClose} title={`${MSG.turnsCancel} · ${turn.placa} (${turn.codigo})`}>
      <Stack>
        <TextInput
          label={MSG.turnsCancelReason}
          required
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            color="red"
            loading={cancel.isPending}
            disabled={motivo.trim().length < 3}
            onClick={() =>
              cancel.mutate(
                { id: turn.id, motivo },
                {
                  onSuccess: () => {
                    notify.success(MSG.turnsCancelled);
                    onClose();
                  },
                  onError: (error) => notify.failure(error, MSG.turnsCancel),
                },
              )
            }
          >
            {MSG.turnsCancel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
