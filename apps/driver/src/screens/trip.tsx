import type { TDriverConsignment, TDriverTrip } from '@trazo/shared';
import { formatKg } from '@trazo/shared/format/numbers';
import { plural } from '@trazo/shared/format/plural';
import { formatDateTime, relativeDay, STATE_LABELS } from '../lib/format';
import { TRIP_START_EVENT_ID } from '../lib/records';
import { navigate } from '../lib/router';
import { plannedSteps, type TripState, tripState } from '../lib/trip-state';
import { useLocalRecords, useTrips } from '../lib/trips';
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
  const eventStep = step?.match(/^evento-(\d+)-(\d+)$/);
  if (eventStep) {
    const consignment = trip.remesas.find((c) => c.id === Number(eventStep[1]));
    const event = consignment?.plan.events.find((e) => e.id_events === Number(eventStep[2]));
    if (consignment && event)
      return <EventScreen trip={trip} consignment={consignment} event={event} onDone={back} />;
  }
  const deliveryStep = step?.match(/^entrega-(\d+)$/);
  if (deliveryStep) {
    const consignment = trip.remesas.find((c) => c.id === Number(deliveryStep[1]));
    if (consignment) return <DeliveryScreen trip={trip} consignment={consignment} onDone={back} />;
  }
  const notices = outbox
    .filter((i) => i.lastError)
    .map((i) => ({ key: i.clientId, text: `${i.label}: ${i.lastError}`, final: i.rejected }));
  return <TripDetail trip={trip} state={state} pending={outbox.length} notices={notices} />;
}

interface Notice {
  key: string;
  text: string;
  final: boolean;
}

function TripDetail({
  trip,
  state,
  pending,
  notices,
}: {
  trip: TDriverTrip;
  state: TripState;
  pending: number;
  notices: Notice[];
}) {
  return (
    <>
      <h1>Manifiesto {trip.manifiestoNumero}</h1>
      <p>
        <strong>{relativeDay(trip.fechaDespacho)}</strong> · {trip.vehiculo.placa} {trip.vehiculo.marca}
      </p>
      <p className="muted">
        {trip.origenDescripcion} → {trip.destinoDescripcion} ·{' '}
        {state.started ? 'En ruta' : (STATE_LABELS[trip.estado] ?? trip.estado)}
      </p>
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

      {!state.started && <StartSteps trip={trip} state={state} />}

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
        <Consignment key={c.id} trip={trip} consignment={c} state={state} />
      ))}
    </>
  );
}

function StartSteps({ trip, state }: { trip: TDriverTrip; state: TripState }) {
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
        </div>
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

function Consignment({
  trip,
  consignment: c,
  state,
}: {
  trip: TDriverTrip;
  consignment: TDriverConsignment;
  state: TripState;
}) {
  const done = state.doneEvents.get(c.id);
  const closed = state.closed.get(c.id);
  const steps = plannedSteps(c);
  const lastDone = steps.reduce((last, s, i) => (done?.has(s.id_events) ? i : last), -1);
  const phone = c.destinatario.telefono.replace(/[^\d+]/g, '');
  const last = c.recorded.at(-1);
  return (
    <section className="card" aria-label={`Remesa ${c.remesaNumero}`}>
      <div className="spread">
        <h3>Remesa {c.remesaNumero}</h3>
        {closed && (
          <span className={`pill ${closed === 'entregada' ? 'ok' : 'bad'}`}>{STATE_LABELS[closed]}</span>
        )}
      </div>
      <p>
        <strong>{c.destinatario.nombre}</strong>
      </p>
      <p>
        {c.destinatario.direccion}
        {c.destinatario.zona ? ` · ${c.destinatario.zona}` : ''}
      </p>
      <p className="muted">{c.destinoDescripcion}</p>
      {phone && (
        <p>
          <a className="button secondary small" href={`tel:${phone}`}>
            Llamar {c.destinatario.telefono}
          </a>
        </p>
      )}
      <p className="muted">
        {c.carga.producto} · {c.carga.empaque} · {plural(c.carga.unidades, 'unidad', 'unidades')} ·{' '}
        {formatKg(c.carga.pesoKg)} · {c.generador}
      </p>
      {steps.length > 0 && (
        <ol className="timeline" aria-label="Eventos del plan">
          {steps.map((s, i) => {
            const isDone = done?.has(s.id_events) ?? false;
            const canRecord = state.started && !closed && !isDone && i > lastDone;
            return (
              <li key={s.id_events}>
                <span
                  className={`dot ${isDone ? 'done' : i === lastDone + 1 ? 'next' : ''}`}
                  aria-hidden="true"
                />
                <div style={{ flex: 1 }}>
                  <div>{s.event}</div>
                  <div className="muted">
                    {isDone
                      ? 'Registrado'
                      : s.photo_required > 0
                        ? plural(s.photo_required, 'foto obligatoria', 'fotos obligatorias')
                        : 'Pendiente'}
                  </div>
                </div>
                {canRecord && (
                  <button
                    type="button"
                    className={`button small ${i === lastDone + 1 ? '' : 'secondary'}`}
                    onClick={() => navigate(`/viajes/${trip.id}/evento-${c.id}-${s.id_events}`)}
                    aria-label={`Registrar ${s.event} de la remesa ${c.remesaNumero}`}
                  >
                    Registrar
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {last && (
        <p className="muted">
          Último registro: {last.event}, {formatDateTime(last.occurredAt)}
        </p>
      )}
      {state.started && !closed && (
        <button
          type="button"
          className="button block"
          style={{ marginTop: '0.6rem' }}
          onClick={() => navigate(`/viajes/${trip.id}/entrega-${c.id}`)}
          aria-label={`Registrar entrega de la remesa ${c.remesaNumero}`}
        >
          Registrar entrega
        </button>
      )}
      {(state.pendingNotes.get(c.id) ?? 0) > 0 && !closed && (
        <p className="muted">Entrega pendiente registrada.</p>
      )}
    </section>
  );
}
