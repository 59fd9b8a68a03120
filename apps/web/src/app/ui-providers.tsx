import './mantine-styles';
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { enableHydratedButtons } from '../lib/inert-buttons';
import { cssVariablesResolver, theme } from './theme';

// Dates are Spanish where they are used (lib/dayjs.ts); the date pickers' provider, with Monday first,
// wraps the pickers themselves: only their pages load dayjs, Mantine's dates package and its styles
// (issue 28).

const ToastStack = lazy(() => import('./toast-stack').then((m) => ({ default: m.ToastStack })));

/**
 * Mantine's toast stack (its component, transitions and styles) loads with the first toast, not with
 * every page: a public page's first visit shows none (issue 28, ADR 0021). `notify` only feeds the
 * store, which the stack reads when it mounts — a toast shown before that waits for it.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [isWanted, setWanted] = useState(false);
  if (!isWanted && notifications.length + queue.length > 0) setWanted(true);
  return isWanted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

/** After the first commit (a hydration included), the buttons the build rendered inert work (lib/inert-buttons). */
function HydratedButtons() {
  useEffect(() => enableHydratedButtons(), []);
  return null;
}

/**
 * Trazo has one colour scheme. Mantine's default manager reads it from localStorage while the provider
 * renders, and a page's first touch of localStorage waits for the browser to load the site's storage:
 * ~50 ms of a hydration's main thread on this machine, ~200 ms at Lighthouse's 4× slowdown (issue 28,
 * ADR 0021).
 */
const LIGHT_ONLY: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/**
 * The theme, the toasts and the buttons' hand-over from the prerendered HTML: what every screen needs,
 * in the portal (app/providers.tsx adds the query client) and in the public shell, which has none.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={LIGHT_ONLY}
      defaultColorScheme="light"
    >
      <Toasts />
      <HydratedButtons />
      {children}
    </MantineProvider>
  );
}
