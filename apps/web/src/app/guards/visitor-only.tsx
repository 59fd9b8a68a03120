import { Navigate, Outlet, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { returnDestination } from '../../features/auth/landing-path';
import { useSessionQuery } from '../../lib/session';

/**
 * spec §2.1: /home, the information pages and /login are for visitors; a signed-in user with a
 * chosen role goes to their area. One cached session query decides (no request per page).
 */
export function VisitorOnly() {
  const { data: session, isPending } = useSessionQuery();
  const [params] = useSearchParams();

  if (isPending) return <CenteredLoader />;
  // A failed check (server down) is treated as a visitor: these pages need no session.
  const target = session ? returnDestination(session, params.get('next')) : null;
  // An unknown role lands on "/" (spec §2.1), which is itself a visitor page: stay, or we'd loop.
  if (target && target !== '/') return <Navigate to={target} replace />;
  return <Outlet />;
}
