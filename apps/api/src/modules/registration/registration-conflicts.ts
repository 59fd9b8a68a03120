import { MSG } from '@trazo/shared';
import { uniqueViolation } from '../../lib/pg-errors';
import { fieldError } from './create-account';

/**
 * Two registrations racing for one e-mail or NIT: the loser's insert breaks a unique constraint after
 * the checks passed. It gets the answer the check would have given, not a 500.
 */
export function asRegistrationConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_email_unique') throw fieldError(424, 'email', MSG.emailTaken);
  if (constraint === 'customers_nit_unique') throw fieldError(421, 'nit', MSG.companyNitTaken);
  throw error;
}
