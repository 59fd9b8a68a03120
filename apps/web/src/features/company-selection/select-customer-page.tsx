import { Stack, Text, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { useChosenCustomer } from '../../lib/chosen-customer';
import { useSessionQuery } from '../../lib/session';
import { CompanyList } from './components/company-list';
import { CustomerPortalFrame } from './components/customer-portal-frame';
import { homeAfterChoice, safeNext } from './safe-next';

/**
 * /select-customer (spec §2.1, §2.2): where the branded login leads. Lists the companies the user
 * may act for; choosing one keeps it for the session and the top bar, then opens the role's home
 * (or `?next=`, e.g. back to /pasarela). It needs a session: a visitor is sent to sign in.
 */
export function SelectCustomerPage() {
  const { data: session, isPending } = useSessionQuery();
  const chosen = useChosenCustomer();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));

  if (isPending) return <CenteredLoader />;
  if (!session) {
    const query = next ? `?next=${encodeURIComponent(next)}` : '';
    return <Navigate to={`/prueba-login${query}`} replace />;
  }
  if (session.verificado === null) return <Navigate to="/access" replace />;
  if (session.rol === 0) return <Navigate to="/pendiente-activacion" replace />;

  return (
    <CustomerPortalFrame userName={session.nombre}>
      <Stack gap="xl" maw={960} mx="auto" w="100%">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {MSG.selectCustomerTitle}
          </Title>
          <Text c="dimmed" mt={4}>
            {MSG.selectCustomerText}
          </Text>
          {chosen && (
            <Text size="sm" c="dimmed" mt={4}>
              {MSG.selectCustomerClearHint}
            </Text>
          )}
        </div>
        <CompanyList onChosen={(chosenSession) => navigate(next ?? homeAfterChoice(chosenSession.rol))} />
      </Stack>
    </CustomerPortalFrame>
  );
}
