import { loginPathFor, roleHomePath, roleOfPath } from '@trazo/shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { RoleDialog } from '../../features/auth/components/role-dialog';
import { isSignedOutOnPurpose, logout, useSessionQuery } from '../../lib/session';

/**
 * spec §4 route guard for the role areas. The session is checked with the server
 * (POST /consulta_ingreso, cached); then: anonymous → /login?next=<this page>; unverified → /access; pending role
 * (0) → /pendiente-activacion; no role chosen → the role dialog; another role's area → own home.
 * Nothing of the area renders until all of that is settled.
 */
export function RequireSession() {
  const { data: session, isPending, isError } = useSessionQuery();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  // spec §4: "on check failure they are logged out and sent to login".
  useEffect(() => {
    if (isError) void logout();
  }, [isError]);

  if (isPending || isError) return <CenteredLoader />;
  // A deep link opened signed out comes back after the sign-in (issue 14 item 3).
  if (!session) {
    return <Navigate to={isSignedOutOnPurpose() ? '/login' : loginPathFor(pathname + search)} replace />;
  }
  if (session.verificado === null) return <Navigate to="/access" replace />;
  if (session.rol === 0) return <Navigate to="/pendiente-activacion" replace />;
  if (session.rol === null) {
    return (
      <>
        <CenteredLoader />
        <RoleDialog
          opened
          options={session.rol1}
          onSelected={(chosen) =>
            // Stay on the page asked for when it belongs to the chosen role.
            navigate(roleOfPath(pathname) === chosen.rol ? pathname + search : roleHomePath(chosen.rol), {
              replace: true,
            })
          }
        />
      </>
    );
  }

  const area = roleOfPath(pathname);
  if (area !== session.rol) return <Navigate to={roleHomePath(session.rol)} replace />;
  return <Outlet />;
}
