import type { TSessionUser } from '@trazo/shared';
import { roleHomePath } from '@trazo/shared';

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
