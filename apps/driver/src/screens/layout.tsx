import { plural } from '@trazo/shared/format/plural';
import type { ReactNode } from 'react';
import { clearSession, request } from '../lib/api';
import type { StoredSession } from '../lib/db';
import { useOnline, usePendingCount } from '../lib/live';
import { navigate } from '../lib/router';

export function PendingBadge() {
  const pending = usePendingCount();
  return (
    <span
      className={pending > 0 ? 'badge pending' : 'badge'}
      role="status"
      aria-live="polite"
      data-testid="pendientes"
    >
      {pending === 0 ? 'Todo enviado' : `${pending} por enviar`}
    </span>
  );
}

export function Layout({
  session,
  onSignedOut,
  children,
}: {
  session: StoredSession;
  onSignedOut: () => void;
  children: ReactNode;
}) {
  const online = useOnline();
  const pending = usePendingCount();
  const signOut = async () => {
    const warning =
      pending > 0
        ? `Hay ${plural(pending, 'registro')} sin enviar. Se quedan en el teléfono y se enviarán cuando vuelva a ingresar. ¿Cerrar sesión?`
        : '¿Cerrar sesión en este teléfono?';
    if (!window.confirm(warning)) return;
    try {
      await request('DELETE', '/conductor/sesion');
    } catch {
      // Offline or already ended: the phone forgets the session anyway.
    }
    await clearSession();
    onSignedOut();
    navigate('/', { replace: true });
  };
  return (
    <>
      <header className="topbar">
        <button type="button" className="button small" onClick={() => navigate('/')} aria-label="Mis viajes">
          Viajes
        </button>
        <span className="title">{session.companyName}</span>
        <button type="button" className="unstyled" onClick={() => navigate('/pendientes')}>
          <PendingBadge />
        </button>
      </header>
      {!online && (
        <div className="offline" role="status">
          Sin conexión: lo que registre se guarda en el teléfono y se envía al volver la señal.
        </div>
      )}
      <main>
        {children}
        <footer className="card">
          <p className="muted">
            {session.driverName} · documento {session.documento}
          </p>
          <button type="button" className="button secondary small" onClick={() => void signOut()}>
            Cerrar sesión
          </button>
        </footer>
      </main>
    </>
  );
}
