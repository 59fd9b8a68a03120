import { randomBytes } from 'node:crypto';
import type { TPaymentProvider } from '@trazo/shared';
import type { Config, EpaycoConfig } from '../../config';
import type { PaymentProviderKind } from '../../db/schema';
import type { SigningKeys } from './signature';

/**
 * Who processes card payments in this process (ADR 0007). The test gateway signs with a key generated
 * at start and never written anywhere: only this process can produce a valid test confirmation, and
 * it does so in-process (the gateway injects its confirmation into our own webhook).
 */
export interface PaymentGateways {
  /** What new checkouts use. */
  active: TPaymentProvider;
  epayco: EpaycoConfig | null;
  /** Null when the test gateway is disabled. */
  test: SigningKeys | null;
  /** The keys that verify a confirmation for an order of `provider`, or null (cannot be verified). */
  keysFor(provider: PaymentProviderKind): SigningKeys | null;
}

export function createPaymentGateways(config: Config): PaymentGateways {
  const epayco = config.epayco;
  const test =
    !epayco && config.paymentsTestGateway
      ? { custId: 'TRAZO-PRUEBA', pKey: randomBytes(32).toString('hex') }
      : null;
  return {
    active: epayco ? 'epayco' : test ? 'prueba' : 'no_disponible',
    epayco,
    test,
    keysFor: (provider) => (provider === 'epayco' ? epayco : test),
  };
}
