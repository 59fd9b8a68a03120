import type { TDriverConsignment, TDriverTrip, TPlannedEvent } from '@trazo/shared';
import { plural } from '@trazo/shared/format/plural';
import { useState } from 'react';
import { formatTime } from '../lib/format';
import { localIso, photoUploads, positionFields, queueRecord } from '../lib/records';
import { uuid7 } from '../lib/uuid7';
import { PhotoPicker, type TakenPhoto } from './photo-picker';
import { PositionLine, usePosition } from './use-position';

// One planned event (or INICIAR VIAJE): the time, the GPS position, the configured photos, a note, and
// the confirmation step where the plan asks for one. Saved to the outbox; sent when there is signal.
// With `companions`, a loading event recorded once for every remesa loaded at the same place.

/** The note's bound (shared DRIVER_RECORD_LIMITS.noteMax). */
const NOTE_MAX = 500;

export function EventScreen({
  trip,
  consignment,
  event,
  companions = [],
  onDone,
}: {
  trip: TDriverTrip;
  consignment: TDriverConsignment | null;
  event: TPlannedEvent;
  companions?: TDriverConsignment[];
  onDone: () => void;
}) {
  const [note, setNote] = useState('');
  const { position, locate } = usePosition();
  const [photos, setPhotos] = useState<TakenPhoto[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => new Date());

  const save = async () => {
    if (photos.length < event.photo_required) {
      setError(`Tome al menos ${plural(event.photo_required, 'foto')}.`);
      return;
    }
    if (event.confirmation && !confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const occurredAt = localIso();
      const where = await locate();
      const numbers = [consignment, ...companions].flatMap((c) => (c ? [c.remesaNumero] : []));
      const label = `${event.event}${numbers.length > 0 ? ` · ${numbers.length > 1 ? 'remesas' : 'remesa'} ${numbers.join(', ')}` : ''}`;
      const uploads = photoUploads(trip.id, photos, label);
      const clientId = uuid7();
      await queueRecord(uploads, {
        clientId,
        label,
        kind: 'evento',
        movementId: trip.id,
        path: '/conductor/eventos',
        meta: companions.length > 0 ? { alsoFor: companions.map((c) => c.id) } : undefined,
        body: {
          clientId,
          movementId: trip.id,
          consignmentId: consignment?.id ?? null,
          eventId: event.id_events,
          occurredAt,
          ...positionFields(where),
          photos: uploads.map((u) => u.clientId),
          confirmed: event.confirmation,
          note: note.trim(),
          ...(companions.length > 0 ? { allAtLoadingPlace: true } : {}),
        },
      });
      onDone();
    } catch {
      setError('No fue posible guardar el registro en el teléfono. Intente de nuevo.');
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="evento">
      <h1 id="evento">{event.event}</h1>
      <p className="muted">
        Manifiesto {trip.manifiestoNumero}
        {consignment ? ` · remesa ${consignment.remesaNumero} · ${consignment.destinatario.nombre}` : ''}
      </p>
      {companions.length > 0 && (
        <p className="alert info" role="status">
          Se registra también para {companions.length === 1 ? 'la remesa' : 'las remesas'}{' '}
          {companions.map((c) => c.remesaNumero).join(', ')}, cargadas en el mismo lugar.
        </p>
      )}
      <div className="card">
        <p>Hora: {formatTime(now)}</p>
        <PositionLine position={position} />
        <PhotoPicker
          label="Fotos"
          max={event.photo_numbers}
          required={event.photo_required}
          photos={photos}
          onChange={setPhotos}
        />
        <div className="field">
          <label className="label" htmlFor="nota-evento">
            Nota (opcional)
          </label>
          <textarea
            id="nota-evento"
            value={note}
            maxLength={NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </div>
      {confirming && (
        <div className="alert info" role="alertdialog" aria-labelledby="confirmar">
          <p id="confirmar">¿Confirma que registra «{event.event}» ahora?</p>
          <div className="row">
            <button type="button" className="button" onClick={() => void save()} disabled={busy}>
              Sí, confirmar
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
              No
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!confirming && (
        <div className="row">
          <button type="button" className="button block" onClick={() => void save()} disabled={busy}>
            {busy ? 'Guardando…' : `Registrar ${event.event}`}
          </button>
          <button type="button" className="button block secondary" onClick={onDone}>
            Cancelar
          </button>
        </div>
      )}
    </section>
  );
}
