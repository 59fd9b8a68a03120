import type { TSessionUser } from '@trazo/shared';
import { roleHomePath, roleOfPath, safeReturnPath } from '@trazo/shared';

/**
 * Where a signed-in user belongs (spec §4 "Login outcome"): unverified → /access; a chosen role →
 * its home (0 → /pendiente-activacion, unknown → /); `null` when no role is chosen yet, so the
 * role dialog must open.
 */
export function landingPath(session: TSessionUser): string | null {
  if (session.verificado === null) return '/access';
  if (session.rol === null) return null;
  return roleHomePath(session.rol);
}

/**
 * Where a sign-in leads when the login page was opened with `?next=` (a deep link opened signed out,
 * issue 14 item 3): there, if it is a safe path of the role the user now acts as; otherwise where
 * landingPath says (an unverified or pending account never skips its page).
 */
export function returnDestination(session: TSessionUser, next: string | null): string | null {
  const landing = landingPath(session);
  const path = safeReturnPath(next);
  if (!landing || !path || session.verificado === null) return landing;
  return roleOfPath(path) === session.rol ? path : landing;
}
