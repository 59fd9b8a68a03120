import type { TDriverTripListResponse } from '@trazo/shared';
import { LEGALISATION_STATE_LABELS } from '@trazo/shared/money/display';
import { formatDateTime } from '../../lib/format';
import { useExpenseTypes, useTripMoney } from '../../lib/money';
import { isEditable } from '../../lib/money-view';
import { navigate } from '../../lib/router';
import { TRIPS_PATH, useCached } from '../../lib/trips';
import { ExpenseCard } from './expense-card';
import { ExpenseForm } from './expense-form';
import { Advances, Balance } from './money-summary';

// 'Gastos y anticipos' of one trip (issue 11 item 3): the advances, the running balance, each expense
// with its state and the company's reason when refused, and the form to record or correct one. Loaded
// on demand (app.tsx), so the app's first load stays small.

export function MoneyScreen({ movementId, gasto }: { movementId: string; gasto: string | null }) {
  const id = Number(movementId);
  const trips = useCached<TDriverTripListResponse>(TRIPS_PATH);
  const manifest = trips?.viajes.find((t) => t.id === id)?.manifiestoNumero ?? null;
  const money = useTripMoney(id);
  const types = useExpenseTypes();
  const back = () => navigate(`/viajes/${id}/gastos`);
  const { view } = money;

  if (gasto !== null) {
    if (!money.ready) return <p className="card">Cargando gasto…</p>;
    const editing = gasto === 'nuevo' ? null : view.expenses.find((e) => e.clientId === gasto);
    if (editing === undefined || (editing && !isEditable(editing, view.legalisationState))) {
      return (
        <div className="card">
          <p>Este gasto ya no se puede corregir: la empresa lo revisó o ya no está en el viaje.</p>
          <button type="button" className="button block secondary" onClick={back}>
            Volver a los gastos
          </button>
        </div>
      );
    }
    return (
      <ExpenseForm
        movementId={id}
        manifest={manifest}
        types={types}
        expense={editing}
        closed={view.legalisationState === 'legalizada'}
        onDone={back}
      />
    );
  }

  const closed = view.legalisationState === 'legalizada';
  return (
    <section aria-labelledby="gastos">
      <h1 id="gastos">Gastos y anticipos</h1>
      <p className="muted">
        {manifest ? `Manifiesto ${manifest} · ` : ''}Legalización:{' '}
        {LEGALISATION_STATE_LABELS[view.legalisationState]}
      </p>
      {money.error && (
        <p className="alert bad" role="alert">
          {money.error}
        </p>
      )}
      {!money.known && (
        <p className="alert info" role="status">
          {money.loading
            ? 'Cargando los anticipos y gastos del viaje…'
            : 'Aún no hay en el teléfono datos de la empresa sobre este viaje (anticipos, revisiones). Se cargan al volver la señal.'}
        </p>
      )}
      {money.known && <p className="muted">Datos de la empresa leídos {formatDateTime(money.readAt)}</p>}

      <Balance view={view} />

      {closed ? (
        <p className="alert ok" role="status">
          La empresa cerró la legalización de este viaje: el saldo quedó fijo y no admite más gastos.
        </p>
      ) : (
        <button type="button" className="button block" onClick={() => navigate(`/viajes/${id}/gastos/nuevo`)}>
          Registrar gasto
        </button>
      )}

      <Advances advances={view.advances} known={money.known} />

      <h2 style={{ marginTop: '1rem' }}>Gastos</h2>
      {view.expenses.length === 0 && <p className="card">Aún no ha registrado gastos en este viaje.</p>}
      {view.expenses.map((e) => (
        <ExpenseCard key={e.clientId} expense={e} editable={isEditable(e, view.legalisationState)} />
      ))}
      <button type="button" className="button block secondary" onClick={() => navigate(`/viajes/${id}`)}>
        Volver al viaje
      </button>
    </section>
  );
}
