import { useMatches } from 'react-router';

/** What a route may declare in its `handle` (see router.tsx). */
export interface RouteHandle {
  /** Page title: the browser tab and the "en construcción" placeholder show it. */
  title?: string;
  /** spec §2.1: editar-perfil and select-customer hide the side menu. */
  hideNav?: boolean;
}

/** The handles of all matched routes merged, the deepest route winning. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    if (match.handle && typeof match.handle === 'object') Object.assign(merged, match.handle);
  }
  return merged;
}
