import { Button, Group, Loader, Stack } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconHourglassHigh,
  IconReceipt,
  IconShieldQuestion,
} from '@tabler/icons-react';
import { MSG, roleHomePath, type TPaymentStatus } from '@trazo/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatusCard } from '../../components/status-card';
import { useSessionQuery } from '../../lib/session';
import { usePaymentStatus } from './api/get-payment-status';
import { PaymentDetails } from './components/payment-details';

// A pending payment is asked about again every 3 s for this long, then the page offers a button.
const POLL_WINDOW_MS = 2 * 60_000;

const LOOK: Record<
  TPaymentStatus | 'checking',
  { icon: ReactNode; color: string; title: string; text: string }
> = {
  checking: {
    icon: <IconReceipt size={44} stroke={1.5} />,
    color: 'trazo',
    title: MSG.paymentCheckingTitle,
    text: MSG.paymentCheckingText,
  },
  // The only state that may say 'PAGO EPAYCO COMPLETADO': the server saw a signed, accepted confirmation.
  aceptada: {
    icon: <IconCircleCheck size={44} stroke={1.5} />,
    color: 'teal',
    title: MSG.paymentCompleted,
    text: MSG.paymentAcceptedText,
  },
  rechazada: {
    icon: <IconCircleX size={44} stroke={1.5} />,
    color: 'red',
    title: MSG.paymentRejectedTitle,
    text: MSG.paymentRejectedText,
  },
  pendiente: {
    icon: <IconHourglassHigh size={44} stroke={1.5} />,
    color: 'orange',
    title: MSG.paymentPendingTitle,
    text: MSG.paymentPendingText,
  },
  no_verificable: {
    icon: <IconShieldQuestion size={44} stroke={1.5} />,
    color: 'gray',
    title: MSG.paymentUnverifiableTitle,
    text: MSG.paymentUnverifiableText,
  },
};

/**
 * /respuesta-epayco (spec §2.5): ePayco sends the buyer here with `?ref_payco=…`. Nothing in the
 * query string is believed; the page shows what GET /api/pagos/estado answers for that reference.
 */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const refPayco = (params.get('ref_payco') ?? params.get('x_ref_payco') ?? '').trim();
  const [isPolling, setPolling] = useState(true);
  const { data: session } = useSessionQuery();
  const status = usePaymentStatus(refPayco, isPolling);

  useEffect(() => {
    if (!isPolling) return;
    const timer = setTimeout(() => setPolling(false), POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [isPolling]);

  const state: TPaymentStatus | 'checking' =
    status.data?.status ?? (status.isError ? 'no_verificable' : 'checking');
  const look = LOOK[state];
  const isWaiting = state === 'pendiente' && isPolling;

  const checkAgain = () => {
    setPolling(true);
    void status.refetch();
  };

  return (
    <StatusCard
      icon={look.icon}
      color={look.color}
      title={look.title}
      actions={
        <Stack gap="lg" align="center" w="100%">
          {(state === 'checking' || isWaiting) && <Loader size="sm" type="dots" aria-label={MSG.loading} />}
          {status.data && <PaymentDetails status={status.data} />}
          <Group justify="center" gap="sm">
            {state === 'aceptada' && (
              <Button component={Link} to={session ? roleHomePath(session.rol) : '/login'}>
                {MSG.paymentGoToPanel}
              </Button>
            )}
            {state === 'rechazada' && (
              <Button component={Link} to="/pasarela">
                {MSG.paymentRetry}
              </Button>
            )}
            {(state === 'no_verificable' || (state === 'pendiente' && !isPolling)) && (
              <>
                <Button onClick={checkAgain} loading={status.isFetching}>
                  {MSG.paymentCheckAgain}
                </Button>
                <Button component={Link} to="/contactus" variant="default">
                  {MSG.paymentContact}
                </Button>
              </>
            )}
            {state !== 'aceptada' && state !== 'rechazada' && (
              <Button component={Link} to="/pasarela" variant="subtle">
                {MSG.paymentBackToPlans}
              </Button>
            )}
          </Group>
        </Stack>
      }
    >
      {state === 'pendiente' && !isPolling ? MSG.paymentPendingStopped : look.text}
    </StatusCard>
  );
}
