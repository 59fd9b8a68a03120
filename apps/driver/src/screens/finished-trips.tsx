import { useLocalRecords, useTrips } from '../lib/trips';
import { splitTrips, TripCard } from './trip-card';

// 'Viajes terminados' (issue 22 item 10): the trips whose remesas were all delivered or rejected, from
// the phone's copy (the server keeps the last days' ones in the list); opening one shows it read-only.

export function FinishedTripsScreen() {
  const { trips, readAt, loading } = useTrips();
  const { outbox, sent } = useLocalRecords(null);
  const finished = trips ? splitTrips(trips, readAt, outbox, sent).finished : [];
  return (
    <section aria-labelledby="terminados">
      <h1 id="terminados">Viajes terminados</h1>
      {trips === null && <p className="muted">{loading ? 'Cargando viajes…' : 'Sin datos todavía.'}</p>}
      {trips !== null && finished.length === 0 && (
        <p className="card">No tiene viajes terminados en los últimos días.</p>
      )}
      {finished.map((t) => (
        <TripCard key={t.trip.id} {...t} />
      ))}
    </section>
  );
}
