import type { TDriverConsignment, TDriverTrip } from '@trazo/shared';
import { formatKg } from '@trazo/shared/format/numbers';
import { plural } from '@trazo/shared/format/plural';
import type { OutboxItem, SentItem } from '../lib/db';
import { formatDateTime, STATE_LABELS } from '../lib/format';
import { navigationLinks } from '../lib/navigation';
import { navigate } from '../lib/router';
import { lastRecord, loadingCompanions } from '../lib/trip-progress';
import { nextStep, plannedSteps, type TripState } from '../lib/trip-state';

// One remesa of the trip: who receives, how to get there, the plan's events in their order (only the
// next one can be recorded; issue 22 item 6), the delivery once every step is done, and the last record.

export function ConsignmentCard({
  trip,
  consignment: c,
  state,
  local,
  readOnly,
}: {
  trip: TDriverTrip;
  consignment: TDriverConsignment;
  state: TripState;
  local: { readAt: number; outbox: OutboxItem[]; sent: SentItem[] };
  readOnly: boolean;
}) {
  const done = state.doneEvents.get(c.id);
  const closed = state.closed.get(c.id);
  const steps = plannedSteps(c);
  const next = nextStep(c, done);
  const companions = loadingCompanions(trip, c, state);
  const active = state.started && !closed && !readOnly;
  const phone = c.destinatario.telefono.replace(/[^\d+]/g, '');
  const last = lastRecord(c, local.readAt, local.outbox, local.sent);
  const address = [c.destinatario.direccion, c.destinatario.zona || c.destinoDescripcion].join(', ');
  const links = navigationLinks({ coords: c.destino, address });
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
      <p className="row">
        {phone && (
          <a className="button secondary small" href={`tel:${phone}`}>
            Llamar {c.destinatario.telefono}
          </a>
        )}
        <a className="button secondary small" href={links.waze} target="_blank" rel="noopener noreferrer">
          Navegar con Waze
        </a>
        <a className="button secondary small" href={links.google} target="_blank" rel="noopener noreferrer">
          Navegar con Google Maps
        </a>
      </p>
      <p className="muted">
        {c.carga.producto} · {c.carga.empaque} · {plural(c.carga.unidades, 'unidad', 'unidades')} ·{' '}
        {formatKg(c.carga.pesoKg)} · {c.generador}
      </p>
      {steps.length > 0 && (
        <ol className="timeline" aria-label="Eventos del plan">
          {steps.map((s) => {
            const isDone = done?.has(s.id_events) ?? false;
            const isNext = s.id_events === next?.id_events;
            return (
              <li key={s.id_events}>
                <span className={`dot ${isDone ? 'done' : isNext ? 'next' : ''}`} aria-hidden="true" />
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
                {active && isNext && (
                  <button
                    type="button"
                    className="button small"
                    onClick={() =>
                      navigate(
                        `/viajes/${trip.id}/evento-${c.id}-${s.id_events}${companions.length > 0 ? '-lugar' : ''}`,
                      )
                    }
                    aria-label={`Registrar ${s.event} de la remesa ${c.remesaNumero}${
                      companions.length > 0 ? ` y ${companions.length} más cargadas en el mismo lugar` : ''
                    }`}
                  >
                    {companions.length > 0 ? `Registrar (${companions.length + 1} remesas)` : 'Registrar'}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {last && (
        <p className="muted">
          Último registro: {last.event}, {formatDateTime(last.at)}
          {last.waiting ? ' · por enviar' : ''}
        </p>
      )}
      {active && next === null && (
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
      {active && next !== null && (
        <p className="muted">La entrega se registra después de {steps.at(-1)?.event}.</p>
      )}
      {(state.pendingNotes.get(c.id) ?? 0) > 0 && !closed && (
        <p className="muted">Entrega pendiente registrada.</p>
      )}
    </section>
  );
}
