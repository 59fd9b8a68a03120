import { roleHomePath } from '@trazo/shared';
import { Outlet } from 'react-router';
import { useSessionQuery } from '../../lib/session';
import { PublicFrame } from './public-frame';

/** The public pages' route in the portal: their frame, with 'Ir al panel' for a signed-in user. */
export function PublicLayout() {
  const { data: session } = useSessionQuery();
  // Only a verified user with an active role has a panel to go back to.
  const panel = session?.verificado && session.rol ? roleHomePath(session.rol) : null;
  return (
    <PublicFrame panel={panel}>
      <Outlet />
    </PublicFrame>
  );
}
