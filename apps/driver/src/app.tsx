import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { clearSession, loadSession, whenSignedOut } from './lib/api';
import type { StoredSession } from './lib/db';
import { startOutbox } from './lib/outbox';
import { match, navigate, usePath } from './lib/router';
import { FinishedTripsScreen } from './screens/finished-trips';
import { Layout } from './screens/layout';
import { QueueScreen } from './screens/queue';
import { ScreenBoundary } from './screens/screen-boundary';
import { SignInScreen } from './screens/sign-in';
import { TripScreen } from './screens/trip';
import { TripsScreen } from './screens/trips';
import { TurnoScreen } from './screens/turno';

// Trip money (issue 11) and special services on the road (issue 24 item 6) are not in the first load, which
// stays within its budget (ADR 0016). Their code is fetched right after it, while there is signal: the
// service worker precaches it too, but on a first visit it may not have finished when the signal drops.
const loadMoneyScreen = () => import('./screens/money/money-screen');
const loadEspecialServiceScreen = () => import('./screens/especial-service');
const MoneyScreen = lazy(() => loadMoneyScreen().then((m) => ({ default: m.MoneyScreen })));
const EspecialServiceScreen = lazy(() =>
  loadEspecialServiceScreen().then((m) => ({ default: m.EspecialServiceScreen })),
);

function preloadScreens() {
  const load = () => {
    loadMoneyScreen().catch(() => {});
    loadEspecialServiceScreen().catch(() => {});
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

export function App() {
  const [session, setSession] = useState<StoredSession | null | undefined>(undefined);
  const path = usePath();

  useEffect(() => {
    void loadSession().then(setSession);
    whenSignedOut(() => {
      // The queue stays on the phone: it goes out after the next sign-in.
      void clearSession().then(() => setSession(null));
    });
    startOutbox();
    preloadScreens();
  }, []);

  const signedIn = useCallback((s: StoredSession) => {
    setSession(s);
    navigate('/', { replace: true });
  }, []);

  if (session === undefined) return null;
  if (session === null) return <SignInScreen onSignedIn={signedIn} />;

  const trip = match('/viajes/:id', path);
  const sub = match('/viajes/:id/:step', path);
  const money = match('/viajes/:id/gastos/:gasto', path) ?? (sub?.step === 'gastos' ? sub : null);
  const especial = match('/servicios/:id', path) ?? match('/servicios/:id/:step', path);
  let screen = <TripsScreen />;
  if (especial?.id)
    screen = (
      <ScreenBoundary back="/">
        <Suspense fallback={<p className="card">Cargando…</p>}>
          <EspecialServiceScreen serviceId={especial.id} step={especial.step ?? null} />
        </Suspense>
      </ScreenBoundary>
    );
  else if (path === '/pendientes') screen = <QueueScreen />;
  else if (path === '/terminados') screen = <FinishedTripsScreen />;
  else if (path === '/turno') screen = <TurnoScreen />;
  else if (trip?.id) screen = <TripScreen movementId={trip.id} step={null} />;
  else if (money?.id)
    screen = (
      <ScreenBoundary back={`/viajes/${money.id}`}>
        <Suspense fallback={<p className="card">Cargando…</p>}>
          <MoneyScreen movementId={money.id} gasto={money.gasto ?? null} />
        </Suspense>
      </ScreenBoundary>
    );
  else if (sub?.id && sub.step) screen = <TripScreen movementId={sub.id} step={sub.step} />;
  return (
    <Layout session={session} onSignedOut={() => setSession(null)}>
      {screen}
    </Layout>
  );
}
