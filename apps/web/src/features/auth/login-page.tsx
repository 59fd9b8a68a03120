import { MSG, roleHomePath } from '@trazo/shared';
import { useNavigate } from 'react-router';
import { LoginScreen } from './components/login-screen';
import { landingPath } from './landing-path';

/** /login (spec §2.2); the outcome follows spec §4 "Login outcome". */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <LoginScreen
      variant="trazo"
      title={MSG.loginTitle}
      subtitle={MSG.loginSubtitle}
      registerTo="/info-generadores"
      destinationOf={landingPath}
      destinationAfterRole={(session) => roleHomePath(session.rol)}
      onNavigate={(path) => navigate(path, { replace: true })}
    />
  );
}
