import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginPathFor, MSG, ROLE, type TSessionResponse, type TSessionUser } from '@trazo/shared';
import { useRef } from 'react';
import { ApiError, api, onUnauthenticated } from './api-client';
import { chooseCustomer, clearChosenCustomer } from './chosen-customer';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { queryClient } from './query-client';
import { mayHaveSession } from './session-hint';

// spec §3, §4. The old portal kept the whole session in cookies (Rol, IdRol, Nombre, …). Here the
// token stays in the server's HttpOnly cookie and everything else lives in memory, in the query
// cache under one key: the login response fills it, POST /consulta_ingreso restores it after a
// reload, role selection replaces it, logout empties it. `null` means anonymous.

export type Session = TSessionUser;

export const sessionQueryKey = ['session'] as const;

// A deliberate sign-out goes to a plain /login; only a page opened signed out (or a session that
// ended under the user) asks to come back to it after the next sign-in (issue 14 item 3).
let signedOutOnPurpose = false;

/**
 * The guard's server check (spec §4). Without the session hint there is no session to check: a
 * visitor's page sends nothing (issue 14 item 7). A 401 here is an answer (anonymous), not an error;
 * the server drops the hint with it, and logout drops it too (ADR 0002).
 */
async function fetchSession(): Promise<Session | null> {
  if (!mayHaveSession()) return null;
  try {
    return await api.post<TSessionResponse>('/consulta_ingreso', {}, { handleUnauthenticated: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: 1,
});

/** The session query: one request, shared by every guard and the layout. */
export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}

/** The signed-in user inside the authenticated area, where the guard has already resolved it. */
export function useSession(): Session {
  const { data } = useQuery(sessionQueryOptions);
  // On logout the session turns null a render before the guard unmounts the area; keep showing
  // the last user for that one render instead of failing.
  const last = useRef(data);
  if (data) last.current = data;
  if (!last.current) throw new Error('useSession() used outside an authenticated route');
  return last.current;
}

/** Stores a login / role-selection answer as the current session. */
export function setSession(session: Session): void {
  // The login response carries the token too; it must never be kept in JS memory.
  const { access_token: _token, ...rest } = session as Session & { access_token?: string };
  signedOutOnPurpose = false;
  const previous = queryClient.getQueryData<Session | null>(sessionQueryKey);
  if (previous?.rol !== rest.rol) rememberRoleCustomer(rest);
  queryClient.setQueryData(sessionQueryKey, rest);
}

/** spec §4: roles 5 and 6 keep their company's name for later use; other roles choose one. */
function rememberRoleCustomer(session: Session): void {
  const ownsCustomer = session.rol === ROLE.empresaTransporte || session.rol === ROLE.superAdministrador;
  if (ownsCustomer && session.customer) chooseCustomer({ ...session.customer });
  else clearChosenCustomer();
}

function clearClientState(): void {
  void queryClient.cancelQueries();
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.getMutationCache().clear();
  clearChosenCustomer();
}

/** Whether the session ended by Cerrar Sesión (no return path to keep for the next sign-in). */
export function isSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

/** Cerrar Sesión (spec §4): tell the server to drop the token, forget everything, go to /login. */
export async function logout(): Promise<void> {
  try {
    await api.post('/logout', {}, { handleUnauthenticated: false });
  } catch {
    // The token may already be gone server-side; the client is cleared all the same.
  }
  signedOutOnPurpose = true;
  clearClientState();
  navigateTo('/login');
}

// spec §4/§8: a server reply of `Unauthenticated.` anywhere forces logout.
onUnauthenticated(() => {
  const wasSignedIn = Boolean(queryClient.getQueryData(sessionQueryKey));
  clearClientState();
  if (wasSignedIn) notify.warning(MSG.sessionExpiredTitle, MSG.sessionExpired);
  navigateTo(loginPathFor(window.location.pathname + window.location.search));
});
