import type { TDriverChecklistResponse, TDriverTrip } from '@trazo/shared';
import { plural } from '@trazo/shared/format/plural';
import { useEffect, useRef, useState } from 'react';
import { ApiError, cachedGet } from '../lib/api';
import { db } from '../lib/db';
import { flush } from '../lib/outbox';
import { FAILING_RATES, localIso, photoUpload, photoUploads, queueRecord } from '../lib/records';
import { SignatureField, type SignatureHandle } from '../lib/signature';
import { CHECKLIST_PATH, useCached } from '../lib/trips';
import { uuid7 } from '../lib/uuid7';
import { CategoryPages } from './inspection-pages';
import type { TakenPhoto } from './photo-picker';

// The pre-operational inspection (issue 10 item 4; spec §3 rate scale): every item of the company's
// checklist rated, with its comment and photos, a general observation, the veracity declaration the
// driver accepts (issue 22 item 7) and the driver's signature.

export interface Answer {
  rate: number | null;
  observation: string;
  photos: TakenPhoto[];
}

export function InspectionScreen({ trip, onDone }: { trip: TDriverTrip; onDone: () => void }) {
  const checklist = useCached<TDriverChecklistResponse>(CHECKLIST_PATH);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [page, setPage] = useState(0);
  const [observation, setObservation] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const signature = useRef<SignatureHandle>(null);

  // The trip's refresh reads the checklist again with the trips (lib/trips); this screen reads it only
  // when the phone has none yet, so one opening sends one request for it.
  useEffect(() => {
    void db.cache.get(CHECKLIST_PATH).then(async (kept) => {
      if (kept) return;
      await cachedGet<TDriverChecklistResponse>(CHECKLIST_PATH).catch((e) =>
        setLoadError(e instanceof ApiError ? e.message : 'No fue posible cargar la lista de chequeo.'),
      );
    });
  }, []);

  if (!checklist) return <p className="card">{loadError ?? 'Cargando la lista de chequeo…'}</p>;
  const items = checklist.categorias.flatMap((c) => c.items);
  const answerOf = (id: number): Answer => answers[id] ?? { rate: null, observation: '', photos: [] };
  const update = (id: number, change: Partial<Answer>) =>
    setAnswers((all) => ({ ...all, [id]: { ...answerOf(id), ...change } }));

  const save = async () => {
    const problems: string[] = [];
    for (const item of items) {
      const a = answerOf(item.id);
      if (a.rate === null) problems.push(`Califique «${item.title}».`);
      if (a.photos.length < item.requiredImages)
        problems.push(`«${item.title}» necesita ${plural(item.requiredImages, 'foto')}.`);
    }
    if (!accepted) problems.push('Acepte la declaración de veracidad.');
    if (signature.current?.isEmpty() ?? true) problems.push('Firme la inspección.');
    setErrors(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const signatureBlob = await signature.current?.toBlob();
      if (!signatureBlob) throw new Error('firma');
      const inspectedAt = localIso();
      const signed = photoUpload(trip.id, signatureBlob, 'Firma de la inspección');
      const perItem = items.map((item) => ({
        item,
        uploads: photoUploads(trip.id, answerOf(item.id).photos, `Inspección · ${item.title}`),
      }));
      const failedCritical = items
        .filter((i) => i.critical && FAILING_RATES.includes(answerOf(i.id).rate ?? -1))
        .map((i) => i.title);
      const clientId = uuid7();
      await queueRecord([...perItem.flatMap((p) => p.uploads), signed], {
        clientId,
        label: `Inspección preoperacional · ${trip.vehiculo.placa}`,
        kind: 'inspeccion',
        movementId: trip.id,
        path: '/conductor/inspecciones',
        meta: { failedCritical },
        body: {
          clientId,
          movementId: trip.id,
          inspectedAt,
          items: perItem.map(({ item, uploads }) => ({
            checklistItemId: item.id,
            rate: answerOf(item.id).rate ?? 0,
            observation: answerOf(item.id).observation.trim(),
            photos: uploads.map((u) => u.clientId),
          })),
          observation: observation.trim(),
          signaturePhotoId: signed.clientId,
          clauseAccepted: true,
        },
      });
      // With signal the answer comes at once: a refusal is shown here, not found later in the queue.
      await flush();
      const refused = await db.outbox.where('clientId').equals(clientId).first();
      if (refused?.rejected) {
        setServerError(refused.lastError ?? 'El servidor no aceptó la inspección.');
        setBusy(false);
        return;
      }
      onDone();
    } catch {
      setServerError('No fue posible guardar la inspección en el teléfono. Intente de nuevo.');
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="inspeccion">
      <h1 id="inspeccion">Inspección preoperacional</h1>
      <p className="muted">
        {checklist.titulo || 'Lista de chequeo'} · vehículo {trip.vehiculo.placa}
      </p>
      {items.length === 0 && <p className="card">La empresa no tiene ítems en su lista de chequeo.</p>}
      {/* One screen per category, each with 'Todo bueno' (issue 22 item 10); the signature comes last. */}
      <CategoryPages
        categories={checklist.categorias}
        page={page}
        onPage={setPage}
        answerOf={answerOf}
        onAnswer={update}
      />
      {page === checklist.categorias.length && (
        <>
          <div className="card">
            <div className="field">
              <label className="label" htmlFor="observacion-general">
                Observación general
              </label>
              <textarea
                id="observacion-general"
                value={observation}
                maxLength={1000}
                onChange={(e) => setObservation(e.target.value)}
              />
            </div>
            {/* The declaration comes before the signature: the driver signs what they declared. */}
            <label className="check">
              <input
                type="checkbox"
                checked={accepted}
                onChange={(e) => setAccepted(e.target.checked)}
                required
              />
              <span>{checklist.clausula || 'Declaro que la información registrada es verídica.'}</span>
            </label>
            <SignatureField label="Firma del conductor" ref={signature} />
          </div>
          {errors.length > 0 && (
            <div className="alert bad" role="alert">
              {errors.slice(0, 5).map((e) => (
                <p key={e}>{e}</p>
              ))}
              {errors.length > 5 && <p>Y {errors.length - 5} más.</p>}
            </div>
          )}
          {serverError && (
            <p className="alert bad" role="alert">
              {serverError}
            </p>
          )}
          <button type="button" className="button block" onClick={() => void save()} disabled={busy}>
            {busy ? 'Guardando…' : 'Guardar inspección'}
          </button>
        </>
      )}
    </section>
  );
}
