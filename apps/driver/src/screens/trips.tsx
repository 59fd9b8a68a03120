import { plural } from '@trazo/shared/format/plural';
import { formatDateTime } from '../lib/format';
import { navigate } from '../lib/router';
import { useLocalRecords, useTrips } from '../lib/trips';
import { EspecialServicesSection } from './especial-services';
import { splitTrips, TripCard } from './trip-card';

export function TripsScreen() {
  const { trips, readAt, loading, error, refresh } = useTrips();
  const { outbox, sent } = useLocalRecords(null);
  const records = outbox.filter((i) => i.kind !== 'foto').length;
  const { open, finished } = trips ? splitTrips(trips, readAt, outbox, sent) : { open: [], finished: [] };
  return (
    <>
      <div className="spread">
        <h1>Mis viajes</h1>
        <button
          type="button"
          className="button secondary small"
          onClick={() => void refresh()}
          disabled={loading}
        >
          {loading ? 'Actualizando…' : 'Actualizar'}
        </button>
      </div>
      {readAt > 0 && <p className="muted">Actualizado: {formatDateTime(readAt)}</p>}
      {error && (
        <p className="alert bad" role="alert">
          {error}
        </p>
      )}
      {records > 0 && (
        <button type="button" className="card link" onClick={() => navigate('/pendientes')}>
          <strong>{plural(records, 'registro')} por enviar</strong>
          <span className="muted"> · Ver detalle</span>
        </button>
      )}
      <EspecialServicesSection />
      <button type="button" className="button block secondary" onClick={() => navigate('/turno')}>
        Enturnarme
      </button>
      {trips === null && !error && (
        <p className="muted">{loading ? 'Cargando viajes…' : 'Sin datos todavía.'}</p>
      )}
      {trips !== null && open.length === 0 && <p className="card">No tiene viajes asignados por ahora.</p>}
      {open.map((t) => (
        <TripCard key={t.trip.id} {...t} />
      ))}
      {finished.length > 0 && (
        <button type="button" className="button block secondary" onClick={() => navigate('/terminados')}>
          Viajes terminados ({finished.length})
        </button>
      )}
    </>
  );
}
