import type { TDriverConsignment, TDriverRejectionReasonsResponse, TDriverTrip } from '@trazo/shared';
import { plural } from '@trazo/shared/format/plural';
import { useRef, useState } from 'react';
import { localIso, photoUpload, photoUploads, positionFields, queueRecord } from '../lib/records';
import { SignatureField, type SignatureHandle } from '../lib/signature';
import { REASONS_PATH, useCached } from '../lib/trips';
import { uuid7 } from '../lib/uuid7';
import { PhotoPicker, type TakenPhoto } from './photo-picker';
import { PositionLine, usePosition } from './use-position';

// Proof of delivery (issue 10 item 5): ENTREGA EXITOSA (11) with who received, their signature and the
// photos of the signed documents; ENTREGA RECHAZADA (12) with a reason and photos; ENTREGA PENDIENTE (10)
// with a note.

type Tipo = 10 | 11 | 12;
const KINDS: { tipo: Tipo; label: string }[] = [
  { tipo: 11, label: 'ENTREGA EXITOSA' },
  { tipo: 12, label: 'ENTREGA RECHAZADA' },
  { tipo: 10, label: 'ENTREGA PENDIENTE' },
];

export function DeliveryScreen({
  trip,
  consignment,
  onDone,
}: {
  trip: TDriverTrip;
  consignment: TDriverConsignment;
  onDone: () => void;
}) {
  const reasons = useCached<TDriverRejectionReasonsResponse>(REASONS_PATH)?.data ?? [];
  const { position, locate } = usePosition();
  const [tipo, setTipo] = useState<Tipo | null>(null);
  const [receiverName, setReceiverName] = useState('');
  const [receiverDocument, setReceiverDocument] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<TakenPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signature = useRef<SignatureHandle>(null);
  const planned = tipo === null ? undefined : consignment.plan.events.find((e) => e.id_events === tipo);
  const maxPhotos = Math.max(planned?.photo_numbers ?? 0, tipo === 10 ? 3 : 5);
  const minPhotos = Math.max(planned?.photo_required ?? 0, tipo === 10 ? 0 : 1);

  const save = async () => {
    if (tipo === null) return;
    const problems: string[] = [];
    if (tipo === 11) {
      if (!receiverName.trim()) problems.push('Escriba el nombre de quien recibe.');
      if (!receiverDocument.trim()) problems.push('Escriba el documento de quien recibe.');
      if (signature.current?.isEmpty() ?? true) problems.push('Pida la firma de quien recibe.');
    }
    if (tipo === 12 && !reasonId) problems.push('Elija el motivo del rechazo.');
    if (tipo === 10 && !note.trim()) problems.push('Escriba por qué la entrega queda pendiente.');
    if (photos.length < minPhotos) problems.push(`Tome al menos ${plural(minPhotos, 'foto')}.`);
    if (problems.length > 0) {
      setError(problems.join(' '));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const occurredAt = localIso();
      const where = await locate();
      const kind = KINDS.find((k) => k.tipo === tipo)?.label ?? 'ENTREGA';
      const label = `${kind} · remesa ${consignment.remesaNumero}`;
      const uploads = photoUploads(trip.id, photos, label);
      const signatureBlob = tipo === 11 ? await signature.current?.toBlob() : undefined;
      const signed = signatureBlob ? photoUpload(trip.id, signatureBlob, `${label} · firma`) : null;
      const clientId = uuid7();
      const base = {
        clientId,
        movementId: trip.id,
        consignmentId: consignment.id,
        occurredAt,
        ...positionFields(where),
        tipo,
        note: note.trim(),
      };
      const body =
        tipo === 11
          ? {
              ...base,
              receiverName: receiverName.trim(),
              receiverDocument: receiverDocument.trim(),
              signaturePhotoId: signed?.clientId,
              documentPhotos: uploads.map((u) => u.clientId),
            }
          : tipo === 12
            ? { ...base, reasonId: Number(reasonId), photos: uploads.map((u) => u.clientId) }
            : { ...base, photos: uploads.map((u) => u.clientId) };
      await queueRecord(signed ? [...uploads, signed] : uploads, {
        clientId,
        label,
        kind: 'entrega',
        movementId: trip.id,
        path: '/conductor/entregas',
        body,
      });
      onDone();
    } catch {
      setError('No fue posible guardar la entrega en el teléfono. Intente de nuevo.');
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="entrega">
      <h1 id="entrega">Entrega de la remesa {consignment.remesaNumero}</h1>
      <p className="muted">
        {consignment.destinatario.nombre} · {consignment.destinatario.direccion}
      </p>
      <fieldset className="card stack" style={{ border: '1px solid var(--line)' }}>
        <legend className="label">¿Cómo fue la entrega?</legend>
        {KINDS.map((k) => (
          <button
            key={k.tipo}
            type="button"
            className={`button block ${tipo === k.tipo ? '' : 'secondary'}`}
            aria-pressed={tipo === k.tipo}
            onClick={() => {
              setTipo(k.tipo);
              setError(null);
            }}
          >
            {k.label}
          </button>
        ))}
      </fieldset>
      {tipo !== null && (
        <div className="card">
          <PositionLine position={position} />
          {tipo === 11 && (
            <>
              <div className="field">
                <label className="label" htmlFor="recibe-nombre">
                  Nombre de quien recibe
                </label>
                <input
                  id="recibe-nombre"
                  type="text"
                  autoComplete="off"
                  value={receiverName}
                  maxLength={150}
                  onChange={(e) => setReceiverName(e.target.value)}
                />
              </div>
              <div className="field">
                <label className="label" htmlFor="recibe-documento">
                  Documento de quien recibe
                </label>
                <input
                  id="recibe-documento"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={receiverDocument}
                  maxLength={20}
                  onChange={(e) => setReceiverDocument(e.target.value)}
                />
              </div>
              <SignatureField label="Firma de quien recibe" ref={signature} />
            </>
          )}
          {tipo === 12 && (
            <div className="field">
              <label className="label" htmlFor="motivo">
                Motivo del rechazo
              </label>
              <select id="motivo" value={reasonId} onChange={(e) => setReasonId(e.target.value)}>
                <option value="">Elija un motivo</option>
                {reasons.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.nombre}
                  </option>
                ))}
              </select>
            </div>
          )}
          <PhotoPicker
            label={tipo === 11 ? 'Fotos de los documentos firmados' : 'Fotos'}
            max={maxPhotos}
            required={minPhotos}
            photos={photos}
            onChange={setPhotos}
          />
          <div className="field">
            <label className="label" htmlFor="nota">
              {tipo === 10 ? 'Por qué queda pendiente' : 'Nota (opcional)'}
            </label>
            <textarea id="nota" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </div>
        </div>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="button block"
          onClick={() => void save()}
          disabled={busy || tipo === null}
        >
          {busy ? 'Guardando…' : 'Guardar entrega'}
        </button>
        <button type="button" className="button block secondary" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </section>
  );
}
