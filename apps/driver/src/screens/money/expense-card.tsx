import { plural } from '@trazo/shared/format/plural';
import { EXPENSE_STATE_LABELS, formatPesos } from '@trazo/shared/money/display';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { queueWithdrawal } from '../../lib/money';
import type { ExpenseView } from '../../lib/money-view';
import { navigate } from '../../lib/router';

// One expense: what was recorded, the company's decision (and its reason when refused), whether it still
// waits for a signal, and — until the company reviews it — Corregir and Retirar.

const STATE_PILL: Record<ExpenseView['state'], string> = { registrado: '', aprobado: 'ok', rechazado: 'bad' };

export function ExpenseCard({ expense: e, editable }: { expense: ExpenseView; editable: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const name = `${e.expenseType} · ${formatPesos(e.amountCop)}`;
  const withdraw = async () => {
    if (!window.confirm(`¿Retirar el gasto ${name}? La empresa ya no lo verá.`)) return;
    try {
      await queueWithdrawal(e);
    } catch {
      setError('No fue posible guardar el retiro en el teléfono. Intente de nuevo.');
    }
  };
  return (
    <article className="card" aria-label={name}>
      <div className="spread">
        <h3>{e.expenseType}</h3>
        <span className={`pill ${STATE_PILL[e.state]}`}>{EXPENSE_STATE_LABELS[e.state]}</span>
      </div>
      <p>
        <strong className="amount">{formatPesos(e.amountCop)}</strong> · {formatDateTime(e.occurredAt)}
      </p>
      {(e.beneficiaryName || e.beneficiaryNit) && (
        <p className="muted">
          {e.beneficiaryName}
          {e.beneficiaryNit
            ? `${e.beneficiaryName ? ' · ' : ''}NIT ${e.beneficiaryNit}${e.beneficiaryDv !== null ? `-${e.beneficiaryDv}` : ''}`
            : ''}
        </p>
      )}
      <p className="muted">
        {e.receiptNumber ? `Recibo ${e.receiptNumber} · ` : ''}
        {plural(e.photos.length, 'foto del recibo', 'fotos del recibo')}
      </p>
      {e.note && <p className="muted">Nota: {e.note}</p>}
      {e.late && e.state === 'registrado' && (
        <p className="alert info" data-testid="gasto-tardio">
          Llegó después del cierre: la empresa reabrió la legalización y lo revisará.
        </p>
      )}
      {e.state === 'rechazado' && (
        <p className="alert bad">Motivo del rechazo: {e.rejectionReason ?? 'sin motivo'}</p>
      )}
      {e.sync === 'por_enviar' && (
        <p className="muted">
          <span className="pill warn">Por enviar</span> se envía cuando haya señal.
          {e.syncError ? ` Último intento: ${e.syncError}` : ''}
        </p>
      )}
      {e.sync !== 'por_enviar' && e.syncError && (
        <p className="alert bad" role="alert">
          El servidor no aceptó el último cambio ({e.syncError}). Revíselo en «Por enviar».
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {editable && (
        <div className="row">
          <button
            type="button"
            className="button small secondary"
            aria-label={`Corregir ${name}`}
            onClick={() => navigate(`/viajes/${e.movementId}/gastos/${e.clientId}`)}
          >
            Corregir
          </button>
          <button
            type="button"
            className="button small secondary"
            aria-label={`Retirar ${name}`}
            onClick={() => void withdraw()}
          >
            Retirar
          </button>
        </div>
      )}
    </article>
  );
}
