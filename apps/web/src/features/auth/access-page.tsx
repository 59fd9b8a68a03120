import { Navigate } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { useSessionQuery } from '../../lib/session';
import { VerifyEmailCard } from './components/verify-email-card';
import { landingPath } from './landing-path';

/**
 * /access (spec §2.4): the signed-in, unverified user proves the e-mail with the code. It needs a
 * session (spec §2.1); a verified user has nothing to do here and goes where login would send them.
 */
export function AccessPage() {
  const { data: session, isPending } = useSessionQuery();

  if (isPending) return <CenteredLoader fullScreen={false} />;
  if (!session) return <Navigate to="/login" replace />;
  if (session.verificado !== null) return <Navigate to={landingPath(session) ?? '/login'} replace />;
  return <VerifyEmailCard session={session} />;
}
