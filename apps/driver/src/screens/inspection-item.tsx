import type { TDriverChecklistItem } from '@trazo/shared';
import { FAILING_RATES } from '../lib/records';
import type { Answer } from './inspection';
import { PhotoPicker } from './photo-picker';

// One checklist item of the inspection: its rate (spec §3 scale), comment and photos.

const RATES: { value: number; label: string }[] = [
  { value: 1, label: 'Muy malo' },
  { value: 2, label: 'Malo' },
  { value: 3, label: 'Regular' },
  { value: 4, label: 'Bueno' },
  { value: 5, label: 'Excelente' },
  { value: 0, label: 'N/A' },
];

export function ChecklistItem({
  item,
  answer,
  onChange,
}: {
  item: TDriverChecklistItem;
  answer: Answer;
  onChange: (change: Partial<Answer>) => void;
}) {
  const failing = item.critical && answer.rate !== null && FAILING_RATES.includes(answer.rate);
  return (
    <div
      className="stack"
      style={{ borderTop: '1px solid var(--line)', paddingTop: '0.6rem', marginTop: '0.6rem' }}
    >
      <fieldset className="rating">
        <legend>
          {item.title}
          {item.critical && <span className="pill bad"> Crítico</span>}
          {item.description && (
            <span className="muted" style={{ display: 'block', fontWeight: 400 }}>
              {item.description}
            </span>
          )}
        </legend>
        {RATES.map((r) => (
          <label key={r.value}>
            <input
              type="radio"
              name={`item-${item.id}`}
              value={r.value}
              checked={answer.rate === r.value}
              onChange={() => onChange({ rate: r.value })}
            />
            <b aria-hidden="true">{r.value === 0 ? '—' : r.value}</b>
            {r.label}
          </label>
        ))}
      </fieldset>
      {failing && (
        <p className="alert bad" role="alert">
          Ítem crítico en {answer.rate === 1 ? 'Muy malo' : 'Malo'}: el viaje no podrá iniciar hasta que la
          empresa lo corrija.
        </p>
      )}
      <div className="field">
        <label className="label" htmlFor={`comentario-${item.id}`}>
          Comentario de «{item.title}»
        </label>
        <input
          id={`comentario-${item.id}`}
          type="text"
          value={answer.observation}
          maxLength={500}
          onChange={(e) => onChange({ observation: e.target.value })}
        />
      </div>
      <PhotoPicker
        label={`Fotos de «${item.title}»`}
        max={item.numberImages}
        required={item.requiredImages}
        photos={answer.photos}
        onChange={(photos) => onChange({ photos })}
      />
    </div>
  );
}
