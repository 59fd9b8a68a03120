import { useEffect, useId, useRef, useState } from 'react';
import { compressPhoto } from '../lib/photo';

// Camera capture (the phone opens its camera for `capture=environment`), each photo made smaller on
// the phone before it is kept. `max` photos at most; the caller checks the required number.

export interface TakenPhoto {
  blob: Blob;
  url: string;
}

export function PhotoPicker({
  label,
  max,
  required,
  photos,
  onChange,
}: {
  label: string;
  max: number;
  required: number;
  photos: TakenPhoto[];
  onChange: (photos: TakenPhoto[]) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The previews' memory is given back when the form closes (the Blobs themselves go to the outbox).
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(
    () => () => {
      for (const p of shown.current) URL.revokeObjectURL(p.url);
    },
    [],
  );

  if (max <= 0) return null;
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    try {
      const room = max - photos.length;
      const added: TakenPhoto[] = [];
      for (const file of Array.from(files).slice(0, room)) {
        const blob = await compressPhoto(file);
        added.push({ blob, url: URL.createObjectURL(blob) });
      }
      onChange([...photos, ...added]);
    } catch {
      setError('No fue posible leer la foto. Tómela de nuevo.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="field">
      <span className="label" id={`${id}-label`}>
        {label} ({photos.length} de {max}
        {required > 0 ? `, mínimo ${required}` : ', opcionales'})
      </span>
      {photos.length > 0 && (
        <div className="photos">
          {photos.map((p, i) => (
            <button
              key={p.url}
              type="button"
              className="button secondary small"
              style={{ padding: 0, minHeight: 0, border: 0 }}
              aria-label={`Quitar foto ${i + 1}`}
              onClick={() => {
                URL.revokeObjectURL(p.url);
                onChange(photos.filter((q) => q !== p));
              }}
            >
              <img src={p.url} alt={`Foto ${i + 1}`} />
            </button>
          ))}
        </div>
      )}
      {photos.length < max && (
        <label className="button secondary file-button" htmlFor={id}>
          {busy ? 'Procesando foto…' : 'Tomar foto'}
          <input
            id={id}
            type="file"
            accept="image/*"
            capture="environment"
            aria-describedby={`${id}-label`}
            disabled={busy}
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
