import { MSG } from '@trazo/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from './components/login-screen';

// spec §2.2: the second, differently branded login goes to /select-customer after login, whatever
// the role, and its register link goes to /pasarela. A `?next=` (e.g. /pasarela asking a visitor to
// sign in) rides along to /select-customer, which follows it once a company is chosen.
export function PruebaLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const afterLogin = next ? `/select-customer?next=${encodeURIComponent(next)}` : '/select-customer';
  return (
    <LoginScreen
      variant="customer"
      title={MSG.customerPortalTitle}
      subtitle={MSG.customerPortalSubtitle}
      registerTo="/pasarela"
      destinationOf={() => afterLogin}
      destinationAfterRole={() => afterLogin}
      onNavigate={(path) => navigate(path, { replace: true })}
    />
  );
}
