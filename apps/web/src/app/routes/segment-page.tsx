import { useParams } from 'react-router';
import { UnderConstruction } from '../../components/under-construction';
import { NotFoundPage } from './not-found';

// spec §2.1: the card-payment return page is "/respuesta-" followed by the provider's name
// (e.g. /respuesta-epayco). Route patterns cannot match part of a segment, so this route takes any
// single top-level segment no other route claims and checks the prefix here.
const PAYMENT_RETURN_PREFIX = 'respuesta-';

export function SegmentPage() {
  const { segment = '' } = useParams();
  const provider = segment.startsWith(PAYMENT_RETURN_PREFIX)
    ? segment.slice(PAYMENT_RETURN_PREFIX.length)
    : '';
  if (!provider) return <NotFoundPage />;
  // The payment result page (spec §2.5 'PAGO EPAYCO COMPLETADO') comes with the payments issue.
  return <UnderConstruction title={`Respuesta de pago · ${provider}`} />;
}
