import { Alert, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFlask, IconShieldLock } from '@tabler/icons-react';
import { MSG, ROLE, type TCheckoutResponse, type TPlan } from '@trazo/shared';
import { notify } from '../../lib/notify';
import { useSessionQuery } from '../../lib/session';
import { usePlans } from './api/list-plans';
import { useStartCheckout } from './api/start-checkout';
import { PlanCard } from './components/plan-card';
import { SubscriptionNotice } from './components/subscription-notice';
import { ViewerNotice } from './components/viewer-notice';
import { openEpaycoCheckout } from './open-epayco-checkout';

/** The branded login comes back here once a company is chosen. */
const SIGN_IN_THEN_BACK = `/prueba-login?next=${encodeURIComponent('/pasarela')}`;

function bestValueCode(plans: TPlan[]): string | null {
  if (plans.length < 2) return null;
  const cheapest = [...plans].sort((a, b) => a.valor / a.meses - b.valor / b.meses)[0];
  return cheapest?.codigo ?? null;
}

/**
 * /pasarela (issue 5, item 4): the mobile-app plans. A signed-in transport company (role 5) picks
 * one and pays by card: ePayco's checkout, or the built-in test gateway when the API says so.
 */
export function PaymentPage() {
  const { data: session, isPending: isSessionPending } = useSessionQuery();
  // Wait for the session: the plans answer differs for a signed-in transport company.
  const plans = usePlans(session ? `${session.email}:${session.rol}` : null, !isSessionPending);
  const checkout = useStartCheckout();

  const canPay = session?.rol === ROLE.empresaTransporte;
  const isAvailable = plans.data ? plans.data.proveedor !== 'no_disponible' : false;

  const pay = (response: TCheckoutResponse) => {
    if (response.proveedor === 'prueba') {
      window.location.assign(response.url);
      return;
    }
    openEpaycoCheckout(response.epayco).catch(() =>
      notify.error(MSG.contactErrorTitle, MSG.paymentCheckoutError),
    );
  };

  const subscribe = (plan: TPlan) =>
    checkout.mutate(
      { plan: plan.codigo },
      { onSuccess: pay, onError: (error) => notify.failure(error, MSG.contactErrorTitle) },
    );

  const best = plans.data ? bestValueCode(plans.data.data) : null;
  const planAction = (plan: TPlan) => {
    if (!isAvailable || isSessionPending) return { kind: 'none' } as const;
    if (canPay) return { kind: 'subscribe', onClick: () => subscribe(plan) } as const;
    return session ? ({ kind: 'none' } as const) : ({ kind: 'sign-in', to: SIGN_IN_THEN_BACK } as const);
  };

  return (
    <Stack gap="xl" maw={1080} mx="auto" w="100%">
      <Stack gap="xs" ta="center" align="center">
        <Text size="sm" fw={800} tt="uppercase" c="trazo.7" style={{ letterSpacing: '0.08em' }}>
          {MSG.paymentKicker}
        </Text>
        <Title order={1} fz={{ base: 28, sm: 38 }}>
          {MSG.paymentTitle}
        </Title>
        <Text c="dimmed" maw={640} fz={{ base: 'md', sm: 'lg' }}>
          {MSG.paymentText}
        </Text>
      </Stack>

      {!isSessionPending && !canPay && (
        <ViewerNotice viewer={session ? 'other-role' : 'visitor'} signInTo={SIGN_IN_THEN_BACK} />
      )}
      {canPay && plans.data && <SubscriptionNotice plans={plans.data} />}
      {plans.data?.modo_prueba && (
        <Alert color="yellow" variant="light" icon={<IconFlask />} radius="lg">
          {MSG.paymentTestMode}
        </Alert>
      )}
      {plans.data && !isAvailable && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} radius="lg">
          {MSG.paymentUnavailable}
        </Alert>
      )}
      {plans.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} radius="lg">
          {MSG.contactErrorText}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {plans.isPending
          ? [0, 1, 2].map((slot) => <Skeleton key={slot} height={460} radius="lg" />)
          : plans.data?.data.map((plan) => (
              <PlanCard
                key={plan.codigo}
                plan={plan}
                isBestValue={plan.codigo === best}
                action={planAction(plan)}
                isLoading={checkout.isPending && checkout.variables?.plan === plan.codigo}
              />
            ))}
      </SimpleGrid>

      <Group justify="center" gap={8} c="dimmed">
        <IconShieldLock size={18} aria-hidden />
        <Text size="sm">{MSG.paymentSecureNote}</Text>
      </Group>
    </Stack>
  );
}
