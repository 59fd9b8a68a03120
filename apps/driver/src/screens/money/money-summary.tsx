import type { TDriverTripMoney } from '@trazo/shared';
import { ADVANCE_METHOD_LABELS, formatPesos } from '@trazo/shared/money/display';
import { formatDay } from '../../lib/format';
import { balanceMeaning, type TripMoneyView } from '../../lib/money-view';

// The trip's running balance and its advances, as the driver reads them.

function Line({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="spread">
      <span>{label}</span>
      <span className="amount" data-testid={testId}>
        {formatPesos(value)}
      </span>
    </div>
  );
}

export function Balance({ view }: { view: TripMoneyView }) {
  const closed = view.legalisationState === 'legalizada';
  return (
    <section className="card stack" aria-labelledby="saldo">
      <h2 id="saldo">{closed ? 'Saldo final' : 'Saldo del viaje'}</h2>
      <Line label="Anticipos" value={view.advancesCop} testId="anticipos" />
      <Line label="Gastos aprobados" value={view.approvedCop} testId="aprobados" />
      <Line label="Gastos por revisar" value={view.pendingCop} testId="por-revisar" />
      <Line label="Gastos rechazados (no cuentan)" value={view.refusedCop} testId="rechazados" />
      <div className="spread total">
        <strong>Saldo</strong>
        <strong className="amount" data-testid="saldo">
          {formatPesos(view.balanceCop)}
        </strong>
      </div>
      <p data-testid="saldo-significado">{balanceMeaning(view, closed)}</p>
      {view.pendingCop > 0 && (
        <p className="muted">
          Si la empresa aprueba lo que está por revisar, el saldo quedará en {formatPesos(view.projectedCop)}.
        </p>
      )}
    </section>
  );
}

/** `paidOn` is a calendar day (YYYY-MM-DD): read at Bogotá's noon so no time zone moves it. */
const paidDay = (paidOn: string) => formatDay(`${paidOn}T12:00:00-05:00`);

/** Advances carry no id: their fields (and the how-manieth alike) make the key. */
function keyed(advances: TDriverTripMoney['advances']) {
  const seen = new Map<string, number>();
  return advances.map((advance) => {
    const base = `${advance.paidOn}|${advance.method}|${advance.reference}|${advance.amountCop}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { advance, key: `${base}|${n}` };
  });
}

export function Advances({ advances, known }: { advances: TDriverTripMoney['advances']; known: boolean }) {
  return (
    <section aria-labelledby="anticipos-titulo" style={{ marginTop: '1rem' }}>
      <h2 id="anticipos-titulo">Anticipos</h2>
      {advances.length === 0 && (
        <p className="card">
          {known
            ? 'La empresa no ha registrado anticipos para este viaje.'
            : 'Sin datos de anticipos todavía.'}
        </p>
      )}
      {advances.length > 0 && (
        <ul className="card plain-list">
          {keyed(advances).map(({ advance: a, key }) => (
            <li key={key}>
              <div className="spread">
                <strong className="amount">{formatPesos(a.amountCop)}</strong>
                <span className="pill">{ADVANCE_METHOD_LABELS[a.method] ?? a.method}</span>
              </div>
              <p className="muted">
                {paidDay(a.paidOn)}
                {a.reference ? ` · Referencia ${a.reference}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
