import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether React owns the page's markup: false while the build prerenders a public page and on the
 * client's first (hydrating) render, true from the render after it — and at once on a page React
 * renders itself. The server snapshot is what hydration compares against, so the two renders agree
 * and no mismatch is reported (issue 28, ADR 0021).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
