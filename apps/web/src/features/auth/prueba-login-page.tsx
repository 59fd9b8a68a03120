import { MSG } from '@trazo/shared';
import { useNavigate } from 'react-router';
import { LoginScreen } from './components/login-screen';

// spec §2.2: the second, differently branded login goes to /select-customer after login, whatever
// the role, and its register link goes to /pasarela.
const AFTER_LOGIN = '/select-customer';

export function PruebaLoginPage() {
  const navigate = useNavigate();
  return (
    <LoginScreen
      variant="customer"
      title={MSG.customerPortalTitle}
      subtitle={MSG.customerPortalSubtitle}
      registerTo="/pasarela"
      destinationOf={() => AFTER_LOGIN}
      destinationAfterRole={() => AFTER_LOGIN}
      onNavigate={(path) => navigate(path, { replace: true })}
    />
  );
}
