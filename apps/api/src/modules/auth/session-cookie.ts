import { SESSION_HINT_COOKIE } from '@trazo/shared';
import type { FastifyReply } from 'fastify';
import { lifetimeOf, SESSION_POLICY } from './session-policy';

// An HTTP helper, not a service (STYLE 12 does not apply): it writes the reply's cookie for the auth routes.
/**
 * spec §3 session cookie `Authorization`: HttpOnly (scripts never see the token), SameSite=Lax, and
 * Secure when the app is served over https. Remember-me makes it persistent for the token's absolute
 * lifetime; otherwise it is a browser-session cookie. Beside it, with the same lifetime, the readable
 * hint `trazo_sesion=1` (no secret): without it the web app knows it has no session to check
 * (ADR 0002, amendment of issue 14 item 7).
 */
export function setSessionCookie(reply: FastifyReply, token: string, remember: boolean) {
  const lifetime = remember ? { maxAge: lifetimeOf(true).absoluteMs / 1000 } : {};
  reply.setCookie(SESSION_POLICY.cookieName, token, { ...cookieOptions(reply), httpOnly: true, ...lifetime });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions(reply), httpOnly: false, ...lifetime });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_POLICY.cookieName, { ...cookieOptions(reply), httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...cookieOptions(reply), httpOnly: false });
}

/** Drops only the hint: the session it announced is gone (expired, revoked), so pages stop asking. */
export function clearSessionHint(reply: FastifyReply) {
  reply.clearCookie(SESSION_HINT_COOKIE, { ...cookieOptions(reply), httpOnly: false });
}

function cookieOptions(reply: FastifyReply) {
  return { sameSite: 'lax', path: '/', secure: reply.server.config.appUrl.startsWith('https:') } as const;
}
