import { z } from 'zod';
import { ZNewPassword } from '../common/fields';
import { text } from '../common/scalars';
import { MSG } from '../messages';
import { codeField } from './fields';

// spec §2.2 (recovery dialog), §2.5 (reset-password page), §3 (Password reset), §5, §7
// POST /passwordreset, /verify-code-password, /reset-password, §8.

/** The recovery dialog's e-mail: one message for missing and malformed alike (spec §5). */
export const ZRecoveryEmail = text({ error: MSG.recoveryEmailRequired })
  .trim()
  .min(1, MSG.recoveryEmailRequired)
  .max(254, MSG.recoveryEmailRequired)
  .pipe(z.email({ error: MSG.recoveryEmailRequired }))
  .transform((value) => value.toLowerCase());

/** POST /api/passwordreset body. */
export const ZPasswordResetRequest = z.object({ email: ZRecoveryEmail });
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

/**
 * The same answer whether or not the e-mail has an account (no enumeration).
 * `password_reset_code_sent_at` is the code's EXPIRY (spec §3: "password_reset_code_sent_at (expiry)").
 */
export const ZPasswordResetResponse = z.object({
  message: z.string(),
  password_reset_code_sent_at: z.string(),
});
export type TPasswordResetResponse = z.infer<typeof ZPasswordResetResponse>;

const newPassword = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).pipe(ZNewPassword);
const confirmation = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage);
const samePasswords = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;

/** POST /api/verify-code-password body (the recovery dialog's second step; also its form schema). */
export const ZVerifyCodePasswordRequest = z
  .object({
    code: codeField(MSG.codeIncompleteText),
    email: ZRecoveryEmail,
    password: newPassword(MSG.passwordMissingText),
    password_confirmation: confirmation(MSG.passwordMissingText),
  })
  .refine(samePasswords, { path: ['password_confirmation'], message: MSG.passwordMismatchText });
export type TVerifyCodePasswordRequest = z.input<typeof ZVerifyCodePasswordRequest>;

/**
 * POST /api/reset-password body: `email` and `token` come from the link's query
 * (/resetpassword?email&token), the passwords from the page (also its form schema).
 */
export const ZResetPasswordRequest = z
  .object({
    email: text().trim().toLowerCase().max(254),
    token: text().max(128),
    password: newPassword(MSG.resetBothRequired),
    password_confirmation: confirmation(MSG.resetBothRequired),
  })
  .refine(samePasswords, { path: ['password_confirmation'], message: MSG.resetMismatch });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** POST /api/reset-password/check body (ours): the /resetpassword link, checked on arrival. */
export const ZResetLinkCheckRequest = z.object({
  email: text().trim().toLowerCase().max(254),
  token: text().max(128),
});
export type TResetLinkCheckRequest = z.infer<typeof ZResetLinkCheckRequest>;

/** Success of /verify-code-password and /reset-password; a 400 `{ message }` for a bad code or link. */
export const ZPasswordChangedResponse = z.object({ message: z.string() });
export type TPasswordChangedResponse = z.infer<typeof ZPasswordChangedResponse>;
