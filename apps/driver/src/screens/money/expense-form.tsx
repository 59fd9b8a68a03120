import type { TDriverExpenseType } from '@trazo/shared';
import { formatPesos, MAX_EXPENSE_PHOTOS } from '@trazo/shared/money/display';
import { useState } from 'react';
import {
  checkDraft,
  type DraftErrors,
  type ExpenseDraft,
  formatAmountInput,
  toLocalInput,
} from '../../lib/expense-form';
import { queueExpense } from '../../lib/money';
import type { ExpenseView } from '../../lib/money-view';
import { PhotoPicker, type TakenPhoto } from '../photo-picker';
import { PositionLine, usePosition } from '../use-position';
import { Field, TextField } from './form-fields';

// Record a new expense or correct one the company has not reviewed (issue 11 item 3). Saved to the
// outbox with its receipt photos; sent when there is signal.

function draftOf(expense: ExpenseView | null): Omit<ExpenseDraft, 'photoCount'> {
  return {
    typeId: expense ? String(expense.expenseTypeId) : '',
    amount: expense ? formatAmountInput(String(expense.amountCop)) : '',
    when: toLocalInput(expense ? new Date(expense.occurredAt) : new Date()),
    beneficiaryName: expense?.beneficiaryName ?? '',
    nit: expense?.beneficiaryNit ?? '',
    dv: expense?.beneficiaryDv == null ? '' : String(expense.beneficiaryDv),
    receiptNumber: expense?.receiptNumber ?? '',
    note: expense?.note ?? '',
  };
}

export function ExpenseForm({
  movementId,
  manifest,
  types,
  expense,
  closed,
  onDone,
}: {
  movementId: number;
  manifest: string | null;
  types: TDriverExpenseType[] | undefined;
  expense: ExpenseView | null;
  closed: boolean;
  onDone: () => void;
}) {
  const { position, locate } = usePosition();
  const [draft, setDraft] = useState(() => draftOf(expense));
  const [kept, setKept] = useState<string[]>(expense?.photos ?? []);
  const [photos, setPhotos] = useState<TakenPhoto[]>([]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const type = types?.find((t) => String(t.id) === draft.typeId);
  const set = (field: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const a11y = (field: keyof DraftErrors) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${field}-error` : undefined,
  });

  const save = async () => {
    const checked = checkDraft({ ...draft, photoCount: kept.length + photos.length }, type, new Date());
    setErrors(checked.errors);
    if (!checked.values || !type) return;
    setBusy(true);
    setFailure(null);
    try {
      await queueExpense({
        movementId,
        values: checked.values,
        typeName: type.name,
        keptPhotos: kept,
        newPhotos: photos,
        position: await locate(),
        correcting: expense?.clientId,
      });
      onDone();
    } catch {
      setFailure('No fue posible guardar el gasto en el teléfono. Intente de nuevo.');
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="gasto">
      <h1 id="gasto">{expense ? 'Corregir gasto' : 'Registrar gasto'}</h1>
      {manifest && <p className="muted">Manifiesto {manifest}</p>}
      {closed && <p className="alert bad">La legalización de este viaje está cerrada: no admite gastos.</p>}
      {types === undefined && (
        <p className="alert info" role="status">
          Los tipos de gasto de la empresa aún no están en el teléfono: conéctese un momento para
          descargarlos.
        </p>
      )}
      <div className="card">
        <Field id="typeId" label="Tipo de gasto" error={errors.typeId}>
          <select
            id="typeId"
            value={draft.typeId}
            onChange={(e) => set('typeId')(e.target.value)}
            {...a11y('typeId')}
          >
            <option value="">Elija el tipo…</option>
            {types?.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </select>
          {type && (
            <span className="muted">
              {type.requiresReceipt ? 'Exige foto del recibo' : 'Foto del recibo opcional'}
              {type.capCop !== null ? ` · tope ${formatPesos(type.capCop)} por gasto` : ''}
            </span>
          )}
        </Field>
        <TextField
          id="amount"
          label="Valor (COP)"
          numeric
          placeholder="$ 0"
          value={draft.amount === '' ? '' : `$ ${draft.amount}`}
          onChange={(v) => set('amount')(formatAmountInput(v))}
          error={errors.amount}
        />
        <Field id="when" label="Fecha y hora" error={errors.when}>
          <input
            id="when"
            type="datetime-local"
            value={draft.when}
            onChange={(e) => set('when')(e.target.value)}
            {...a11y('when')}
          />
        </Field>
        <TextField
          id="beneficiaryName"
          label="Beneficiario (quien recibió el pago)"
          maxLength={150}
          value={draft.beneficiaryName}
          onChange={set('beneficiaryName')}
          error={errors.beneficiaryName}
        />
        <div className="nit-row">
          <TextField
            id="nit"
            label="NIT del beneficiario"
            numeric
            maxLength={20}
            value={draft.nit}
            onChange={set('nit')}
            invalid={Boolean(errors.nit)}
          />
          <TextField
            id="dv"
            label="DV"
            numeric
            maxLength={1}
            value={draft.dv}
            onChange={(v) => set('dv')(v.replace(/\D/g, ''))}
            invalid={Boolean(errors.dv)}
          />
        </div>
        {/* Under both boxes: the DV column is too narrow for a sentence. */}
        {(['nit', 'dv'] as const).map(
          (field) =>
            errors[field] && (
              <p key={field} className="error field" id={`${field}-error`}>
                {errors[field]}
              </p>
            ),
        )}
        <TextField
          id="receiptNumber"
          label="Número del recibo"
          maxLength={40}
          value={draft.receiptNumber}
          onChange={set('receiptNumber')}
          error={errors.receiptNumber}
        />
        {kept.length > 0 && (
          <div className="field">
            <span className="label">Fotos del recibo ya guardadas: {kept.length}</span>
            <button type="button" className="button small secondary" onClick={() => setKept([])}>
              Quitar las fotos guardadas
            </button>
          </div>
        )}
        <PhotoPicker
          label="Fotos del recibo"
          max={MAX_EXPENSE_PHOTOS - kept.length}
          required={type?.requiresReceipt && kept.length === 0 ? 1 : 0}
          photos={photos}
          onChange={setPhotos}
        />
        {errors.photoCount && (
          <p className="error" role="alert">
            {errors.photoCount}
          </p>
        )}
        <Field id="note" label="Nota (opcional)" error={errors.note}>
          <textarea
            id="note"
            maxLength={500}
            value={draft.note}
            onChange={(e) => set('note')(e.target.value)}
          />
        </Field>
        <PositionLine position={position} />
      </div>
      {Object.keys(errors).length > 0 && (
        <p className="error" role="alert">
          Revise los datos marcados.
        </p>
      )}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="button block"
          onClick={() => void save()}
          disabled={busy || closed || types === undefined}
        >
          {busy ? 'Guardando…' : expense ? 'Guardar corrección' : 'Guardar gasto'}
        </button>
        <button type="button" className="button block secondary" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </section>
  );
}
