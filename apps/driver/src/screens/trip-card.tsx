import type { TDriverTrip } from '@trazo/shared';
import type { OutboxItem, SentItem } from '../lib/db';
import { relativeDay, STATE_LABELS } from '../lib/format';
import { navigate } from '../lib/router';
import { isFinished, tripHeaderState } from '../lib/trip-progress';
import { tripState } from '../lib/trip-state';

/** The trips split as the driver sees them: still to drive, and finished (issue 22 item 10). */
export function splitTrips(trips: TDriverTrip[], readAt: number, outbox: OutboxItem[], sent: SentItem[]) {
  const withState = trips.map((trip) => ({ trip, state: tripState(trip, readAt, outbox, sent) }));
  return {
    open: withState.filter((t) => !isFinished(t.trip, t.state)),
    finished: withState.filter((t) => isFinished(t.trip, t.state)),
  };
}

const PILL: Record<string, string> = { en_ruta: 'warn', entregado: 'ok', con_novedad: 'bad' };

export function TripCard({ trip, state }: ReturnType<typeof splitTrips>['open'][number]) {
  const estado = tripHeaderState(trip, state);
  return (
    <button type="button" className="card link" onClick={() => navigate(`/viajes/${trip.id}`)}>
      <span className="spread">
        <strong className="card-title">Manifiesto {trip.manifiestoNumero}</strong>
        <span className={`pill ${PILL[estado] ?? ''}`}>{STATE_LABELS[estado] ?? estado}</span>
      </span>
      <span className="line">
        <strong>{relativeDay(trip.fechaDespacho)}</strong> · {trip.vehiculo.placa}
      </span>
      <span className="line muted">
        {trip.origenDescripcion} → {trip.destinoDescripcion}
      </span>
      <span className="line muted">
        {trip.remesas.length} {trip.remesas.length === 1 ? 'remesa' : 'remesas'}
      </span>
    </button>
  );
}
