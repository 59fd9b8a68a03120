import { type Permission, ROLE } from '@trazo/shared';
import { type Session, useSession } from './session';

// Issue 27 §3: what a transport company user may do (its profile's permissions, from the session). The
// server enforces them on every call; the portal only hides what would be refused. Other roles are not
// concerned.

export function sessionCan(session: Pick<Session, 'rol' | 'permisos'>, permission: Permission): boolean {
  if (session.rol !== ROLE.empresaTransporte) return true;
  return (session.permisos ?? []).includes(permission);
}

/** `can(permission)`: whether the signed-in user's profile allows it. */
export function useCan(): (permission: Permission) => boolean {
  const session = useSession();
  return (permission) => sessionCan(session, permission);
}
