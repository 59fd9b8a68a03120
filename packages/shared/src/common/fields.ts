import { z } from 'zod';
import { isCommonPassword } from '../accounts/password-policy';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { text } from './scalars';

// Field schemas with their user-facing messages, shared by forms and routes (spec §5).

export const ZEmail = text({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.emailInvalid)
  .pipe(z.email({ error: MSG.emailInvalid }))
  .transform((v) => v.toLowerCase());

/**
 * A new password: 8–128 characters (spec §9 minimum; the maximum bounds hashing cost), and not one of
 * the most common passwords (ASVS 5.0 V6.2.11; list in `accounts/common-passwords.ts`).
 */
export const ZNewPassword = z
  .string()
  .min(LIMITS.passwordMin, MSG.passwordMinHint)
  .max(LIMITS.passwordMax, `Máximo ${LIMITS.passwordMax} caracteres`)
  .refine((value) => !isCommonPassword(value), MSG.passwordTooCommon);
