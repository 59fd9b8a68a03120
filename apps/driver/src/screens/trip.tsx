import type { TDriverTrip } from '@trazo/shared';
import { plural } from '@trazo/shared/format/plural';
import type { OutboxItem, SentItem } from '../lib/db';
import { relativeDay, STATE_LABELS } from '../lib/format';
import { TRIP_START_EVENT_ID } from '../lib/records';
import { navigate } from '../lib/router';
import { isFinished, loadingCompanions, tripHeaderState } from '../lib/trip-progress';
import { type TripState, tripState } from '../lib/trip-state';
import { PollWhileBlocked, useLocalRecords, useTrips } from '../lib/trips';
import { ConsignmentCard } from './consignment-card';
import { DeliveryScreen } from './delivery';
import { EventScreen } from './event';
import { InspectionScreen } from './inspection';

export function TripScreen({ movementId, step }: { movementId: string; step: string | null }) {
  const { trips, readAt, loading } = useTrips();
  const id = Number(movementId);
  const { outbox, sent } = useLocalRecords(id);
  const trip = trips?.find((t) => t.id === id);
  if (!trip) {
    return (
      <p className="card">
        {loading || trips === null ? 'Cargando viaje…' : 'Este viaje ya no está entre los suyos.'}
      </p>
    );
  }
  const state = tripState(trip, readAt, outbox, sent);
  const back = () => navigate(`/viajes/${trip.id}`);

  if (step === 'inspeccion') return <InspectionScreen trip={trip} onDone={back} />;
  if (step === 'iniciar') {
    const planned = trip.remesas
      .flatMap((c) => c.plan.events)
      .find((e) => e.id_events === TRIP_START_EVENT_ID);
    return (
      <EventScreen
        trip={trip}
        consignment={null}
        event={
          planned ?? {
            id_events: TRIP_START_EVENT_ID,
            code: 'INICIAR_VIAJE',
            event: 'INICIAR VIAJE',
            sequence: 1,
            photo_numbers: 0,
            photo_required: 0,
            time: 0,
            confirmation: false,
          }
        }
        onDone={back}
      />
    );
  }
  // `-lugar`: one loading event for every remesa loaded at the same place (issue 22 item 10).
  const eventStep = step?.match(/^evento-(\d+)-(\d+)(-lugar)?$/);
  if (eventStep) {
    const consignment = trip.remesas.find((c) => c.id === Number(eventStep[1]));
    const event = consignment?.plan.events.find((e) => e.id_events === Number(eventStep[2]));
    const companions = consignment && eventStep[3] ? loadingCompanions(trip, consignment, state) : [];
    if (consignment && event)
      return (
        <EventScreen
          trip={trip}
          consignment={consignment}
          event={event}
          companions={companions}
          onDone={back}
        />
      );
  }
  const deliveryStep = step?.match(/^entrega-(\d+)$/);
  if (deliveryStep) {
    const consignment = trip.remesas.find((c) => c.id === Number(deliveryStep[1]));
    if (consignment) return <DeliveryScreen trip={trip} consignment={consignment} onDone={back} />;
  }
  const notices = outbox
    .filter((i) => i.lastError)
    .map((i) => ({ key: i.clientId, text: `${i.label}: ${i.lastError}`, final: i.rejected }));
  return (
    <TripDetail
      trip={trip}
      state={state}
      local={{ readAt, outbox, sent }}
      pending={outbox.filter((i) => i.kind !== 'foto').length}
      notices={notices}
    />
  );
}

interface Notice {
  key: string;
  text: string;
  final: boolean;
}

function TripDetail({
  trip,
  state,
  local,
  pending,
  notices,
}: {
  trip: TDriverTrip;
  state: TripState;
  local: { readAt: number; outbox: OutboxItem[]; sent: SentItem[] };
  pending: number;
  notices: Notice[];
}) {
  const estado = tripHeaderState(trip, state);
  const finished = isFinished(trip, state);
  return (
    <>
      <h1>Manifiesto {trip.manifiestoNumero}</h1>
      <p>
        <strong>{relativeDay(trip.fechaDespacho)}</strong> · {trip.vehiculo.placa} {trip.vehiculo.marca}
      </p>
      <p className="muted">
        {trip.origenDescripcion} → {trip.destinoDescripcion} ·{' '}
        <span data-testid="estado-viaje">{STATE_LABELS[estado] ?? estado}</span>
      </p>
      {finished && (
        <p className="alert info" role="status">
          Viaje terminado: solo lectura.
        </p>
      )}
      {pending > 0 && (
        <p className="alert info" role="status">
          {pending === 1
            ? '1 registro de este viaje espera señal para enviarse.'
            : `${plural(pending, 'registro')} de este viaje esperan señal para enviarse.`}
        </p>
      )}

      {/* What the server answered about records still waiting (a blocked start, a refusal). */}
      {notices.map((n) => (
        <p key={n.key} className={`alert ${n.final ? 'bad' : 'info'}`} role="alert">
          {n.text}
        </p>
      ))}

      {!state.started && !finished && <StartSteps trip={trip} state={state} />}
      {!state.started && state.blocked && <PollWhileBlocked />}

      <button
        type="button"
        className="button block secondary"
        style={{ marginBottom: '0.75rem' }}
        onClick={() => navigate(`/viajes/${trip.id}/gastos`)}
      >
        Gastos y anticipos
      </button>

      <h2>Remesas</h2>
      {trip.remesas.map((c) => (
        <ConsignmentCard
          key={c.id}
          trip={trip}
          consignment={c}
          state={state}
          local={local}
          readOnly={finished}
        />
      ))}
    </>
  );
}

function StartSteps({ trip, state }: { trip: TDriverTrip; state: TripState }) {
  const companyPhone = trip.empresaTelefono?.replace(/[^\d+]/g, '');
  return (
    <section className="card stack" aria-labelledby="antes-de-salir">
      <h2 id="antes-de-salir">Antes de salir</h2>
      <div className="spread">
        <span>1. Inspección preoperacional del vehículo</span>
        {state.inspectionDone && (
          <span className={`pill ${state.blocked ? 'bad' : 'ok'}`}>
            {state.blocked ? 'Con falla crítica' : 'Hecha'}
          </span>
        )}
      </div>
      {state.blocked && (
        <div className="alert bad" role="alert">
          Un ítem crítico quedó en Malo o Muy malo
          {state.failedCritical.length > 0 ? `: ${state.failedCritical.join(', ')}` : ''}. El viaje no puede
          iniciar hasta que la empresa registre la corrección.
          {companyPhone && (
            <a className="button block" style={{ marginTop: '0.6rem' }} href={`tel:${companyPhone}`}>
              Llamar a la empresa
            </a>
          )}
        </div>
      )}
      {!state.inspectionDone && trip.inspeccion.byOtherDriver && (
        <p className="alert info" role="status">
          Otro conductor inspeccionó hoy este vehículo. La inspección es de cada conductor: haga la suya antes
          de iniciar el viaje.
        </p>
      )}
      {!state.inspectionDone && (
        <button
          type="button"
          className="button block"
          onClick={() => navigate(`/viajes/${trip.id}/inspeccion`)}
        >
          Hacer inspección preoperacional
        </button>
      )}
      <span>2. Iniciar el viaje</span>
      <button
        type="button"
        className="button block"
        disabled={!state.inspectionDone || state.blocked}
        onClick={() => navigate(`/viajes/${trip.id}/iniciar`)}
      >
        INICIAR VIAJE
      </button>
    </section>
  );
}
