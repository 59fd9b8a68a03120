import { MSG } from '@trazo/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from './components/login-screen';
import { returnDestination } from './landing-path';

/** /login (spec §2.2); the outcome follows spec §4 "Login outcome". */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  return (
    <LoginScreen
      variant="trazo"
      title={MSG.loginTitle}
      subtitle={MSG.loginSubtitle}
      registerTo="/info-generadores"
      destinationOf={(session) => returnDestination(session, next)}
      destinationAfterRole={(session) => returnDestination(session, next) ?? '/'}
      onNavigate={(path) => navigate(path, { replace: true })}
    />
  );
}
