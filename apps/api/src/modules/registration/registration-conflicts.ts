import { MSG } from '@trazo/shared';
import { uniqueViolation } from '../../lib/pg-errors';
import { fieldError } from './create-account';

/**
 * Two registrations racing for one company NIT: the loser's insert breaks a unique constraint after the
 * checks passed. It gets the answer the check would have given, not a 500. (A race for one e-mail is
 * answered as every registration of a taken address is: create-pending-account.ts.)
 */
export function asRegistrationConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'customers_nit_unique') throw fieldError(421, 'nit', MSG.companyNitTaken);
  throw error;
}
