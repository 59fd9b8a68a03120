import { plural } from '@trazo/shared/format/plural';
import { formatDateTime, relativeDay, STATE_LABELS } from '../lib/format';
import { navigate } from '../lib/router';
import { useLocalRecords, useTrips } from '../lib/trips';

export function TripsScreen() {
  const { trips, readAt, loading, error, refresh } = useTrips();
  const { outbox } = useLocalRecords(null);
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
      {outbox.length > 0 && (
        <button type="button" className="card link" onClick={() => navigate('/pendientes')}>
          <strong>{plural(outbox.length, 'registro')} por enviar</strong>
          <span className="muted"> · Ver detalle</span>
        </button>
      )}
      {trips === null && !error && (
        <p className="muted">{loading ? 'Cargando viajes…' : 'Sin datos todavía.'}</p>
      )}
      {trips?.length === 0 && <p className="card">No tiene viajes asignados por ahora.</p>}
      {trips?.map((trip) => (
        <button
          key={trip.id}
          type="button"
          className="card link"
          onClick={() => navigate(`/viajes/${trip.id}`)}
        >
          <span className="spread">
            <strong className="card-title">Manifiesto {trip.manifiestoNumero}</strong>
            <span
              className={`pill ${trip.estado === 'en_ruta' ? 'warn' : trip.estado === 'entregado' ? 'ok' : ''}`}
            >
              {STATE_LABELS[trip.estado] ?? trip.estado}
            </span>
          </span>
          <span className="line">
            <strong>{relativeDay(trip.fechaDespacho)}</strong> · {trip.vehiculo.placa}
          </span>
          <span className="line muted">
            {trip.origenDescripcion} → {trip.destinoDescripcion}
          </span>
          <span className="line muted">{plural(trip.remesas.length, 'remesa')}</span>
        </button>
      ))}
    </>
  );
}
