import { z } from 'zod';
import { text } from '../common/scalars';
import { MSG } from '../messages';
import { codeField } from './fields';

// spec §2.4, §2.5 (e-mail verification page), §3 (Verification), §4, §7 POST /email/resend,
// POST /verify-code and the signed verification link.

/** POST /api/email/resend body: spec §7 sends `email`; the server uses the session's user, not it. */
export const ZResendEmailRequest = z
  .object({ email: text().max(254).optional() })
  .nullish()
  .describe('Ignorado: se usa el usuario de la sesión');

export const ZResendEmailResponse = z.object({
  message: z.string(),
  /** When the new code was sent (the login answer carries the same field). */
  verification_code_sent_at: z.string(),
  /** Ours: until when the new code is valid (sent_at + 10 min), for the /access countdown. */
  verification_code_expires_at: z.string(),
});
export type TResendEmailResponse = z.infer<typeof ZResendEmailResponse>;

/** POST /api/verify-code body: six digits; dashes of the 999-999 mask are dropped (spec §5). */
export const ZVerifyCodeRequest = z.object({ code: codeField(MSG.verifyCodeIncomplete) });
export type TVerifyCodeRequest = z.input<typeof ZVerifyCodeRequest>;

export const ZVerifyCodeResponse = z.object({ message: z.string() });
export type TVerifyCodeResponse = z.infer<typeof ZVerifyCodeResponse>;

/**
 * GET /api/email/verify?id&hash&expires&signature — the signed link's API call. Every field is a
 * plain string on purpose: an altered or missing one answers 403 like a bad signature, not 422.
 */
export const ZEmailVerifyQuery = z.object({
  id: text().max(20).optional(),
  hash: text().max(128).optional(),
  expires: text().max(20).optional(),
  signature: text().max(128).optional(),
});
export type TEmailVerifyQuery = z.infer<typeof ZEmailVerifyQuery>;

/** spec §7: the verification link answers `data.data` message (axios `data` + our `data`). */
export const ZEmailVerifyResponse = z.object({ data: z.object({ message: z.string() }) });
export type TEmailVerifyResponse = z.infer<typeof ZEmailVerifyResponse>;

export const EMAIL_VERIFY_API_PATH = '/api/email/verify';

/**
 * The /emailverify page gets `url` (the API URL of the link, without signature) and `signature`
 * (spec §2.1). This returns the path to call relative to `/api` — only ever our own verification
 * endpoint, whatever host `url` names — or null when `url` is not such a link.
 */
export function emailVerifyApiPath(url: string | null, signature: string | null): string | null {
  if (!url || !signature) return null;
  // Plain string parsing: the shared package has no DOM or Node types (URL is not assumed).
  const match = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?(\/[^?#]*)(?:\?([^#]*))?/i.exec(url.trim());
  if (!match || match[1] !== EMAIL_VERIFY_API_PATH) return null;
  const params = new Map<string, string>();
  for (const pair of (match[2] ?? '').split('&')) {
    const [key = '', value = ''] = pair.split('=');
    try {
      params.set(decodeURIComponent(key), decodeURIComponent(value.replace(/\+/g, ' ')));
    } catch {
      return null;
    }
  }
  const query = (['id', 'hash', 'expires'] as const)
    .map((key) => `${key}=${encodeURIComponent(params.get(key) ?? '')}`)
    .concat(`signature=${encodeURIComponent(signature)}`)
    .join('&');
  return `${EMAIL_VERIFY_API_PATH.slice('/api'.length)}?${query}`;
}
