import { plural } from '@trazo/shared/format/plural';
import { db } from '../lib/db';
import { formatDateTime } from '../lib/format';
import { useLive } from '../lib/live';
import { discard, flush, retry } from '../lib/outbox';

// What waits in the outbox, oldest first, with the server's last answer when it refused or delayed one.

export function QueueScreen() {
  const items = useLive(() => db.outbox.orderBy('seq').toArray(), [], 'queue');
  return (
    <section aria-labelledby="pendientes">
      <div className="spread">
        <h1 id="pendientes">Por enviar</h1>
        <button type="button" className="button secondary small" onClick={() => void flush()}>
          Enviar ahora
        </button>
      </div>
      {items.length === 0 && <p className="card">Todo lo registrado ya llegó al servidor.</p>}
      {items.map((item) => (
        <div key={item.clientId} className="card">
          <div className="spread">
            <strong>{item.label}</strong>
            {item.rejected && <span className="pill bad">Rechazado</span>}
          </div>
          <p className="muted">
            Registrado {formatDateTime(item.createdAt)}
            {item.attempts > 0 ? ` · ${plural(item.attempts, 'intento')}` : ''}
          </p>
          {item.lastError && <p className={item.rejected ? 'error' : 'muted'}>{item.lastError}</p>}
          {item.seq !== undefined && (item.rejected || item.attempts > 0) && (
            <div className="row">
              <button type="button" className="button small" onClick={() => void retry(item.seq as number)}>
                Reintentar
              </button>
              {item.rejected && (
                <button
                  type="button"
                  className="button small secondary"
                  onClick={() => {
                    if (window.confirm('¿Descartar este registro? No se enviará.'))
                      void discard(item.seq as number);
                  }}
                >
                  Descartar
                </button>
              )}
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
