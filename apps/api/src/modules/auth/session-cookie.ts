import type { FastifyReply } from 'fastify';
import { lifetimeOf, SESSION_POLICY } from './session-policy';

// An HTTP helper, not a service (STYLE 12 does not apply): it writes the reply's cookie for the auth routes.
/**
 * spec §3 session cookie `Authorization`: HttpOnly (scripts never see the token), SameSite=Lax, and
 * Secure when the app is served over https. Remember-me makes it persistent for the token's absolute
 * lifetime; otherwise it is a browser-session cookie.
 */
export function setSessionCookie(reply: FastifyReply, token: string, remember: boolean) {
  reply.setCookie(SESSION_POLICY.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.config.appUrl.startsWith('https:'),
    ...(remember ? { maxAge: lifetimeOf(true).absoluteMs / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_POLICY.cookieName, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.config.appUrl.startsWith('https:'),
  });
}
