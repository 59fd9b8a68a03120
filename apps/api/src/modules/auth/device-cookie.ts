import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Signer } from '../../lib/signer';
import { LOGIN_THROTTLE } from './session-policy';

// OWASP's "device cookies" (Authentication Cheat Sheet, ADR 0010 amendment of issue 22 item 17): a
// browser that signed in to an account keeps a signed, HttpOnly cookie naming that account, and its
// later attempts for it are counted per device instead of per address. The cookie holds no e-mail in
// clear: each entry is `nonce.issuedAt.signature`, and the signature covers the e-mail, so an entry
// only opens the account it was issued for and tells a reader of the cookie nothing.

export const DEVICE_COOKIE = 'trazo_dispositivo';
/** Only the login reads it; no other request carries it. */
const DEVICE_COOKIE_PATH = '/api/login';
const ENTRY = /^([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([0-9a-f]{64})$/;
const MAX_COOKIE_CHARS = 1_000;

interface DeviceEntry {
  nonce: string;
  issuedAt: number;
  signature: string;
}

const message = (email: string, nonce: string, issuedAt: number) =>
  `login-device:${email}:${nonce}:${issuedAt}`;

function parse(cookie: string | undefined | null, now: Date): DeviceEntry[] {
  if (!cookie || cookie.length > MAX_COOKIE_CHARS) return [];
  const oldest = Math.floor((now.getTime() - LOGIN_THROTTLE.deviceCookieMaxAgeMs) / 1000);
  return cookie.split('~').flatMap((raw) => {
    const match = ENTRY.exec(raw);
    if (!match) return [];
    const [, nonce = '', issuedAt = '0', signature = ''] = match;
    return Number(issuedAt) >= oldest ? [{ nonce, issuedAt: Number(issuedAt), signature }] : [];
  });
}

const opens = (signer: Signer, entry: DeviceEntry, email: string) =>
  signer.verify(message(email, entry.nonce, entry.issuedAt), entry.signature);

/** The device id (nonce) of the cookie's entry for `email`, or null when the cookie has none that is valid. */
export function deviceFor(
  signer: Signer,
  cookie: string | undefined,
  email: string,
  now: Date,
): string | null {
  return parse(cookie, now).find((entry) => opens(signer, entry, email))?.nonce ?? null;
}

/**
 * The cookie after a successful sign-in to `email`: a fresh entry for it first, then the other accounts'
 * entries that are still valid, at most `deviceCookieMaxAccounts`; one entry per account.
 */
export function rememberDevice(signer: Signer, cookie: string | undefined, email: string, now: Date): string {
  const nonce = randomBytes(16).toString('base64url');
  const issuedAt = Math.floor(now.getTime() / 1000);
  const fresh = `${nonce}.${issuedAt}.${signer.sign(message(email, nonce, issuedAt))}`;
  const others = parse(cookie, now)
    .filter((entry) => !opens(signer, entry, email))
    .map((entry) => `${entry.nonce}.${entry.issuedAt}.${entry.signature}`);
  return [fresh, ...others].slice(0, LOGIN_THROTTLE.deviceCookieMaxAccounts).join('~');
}

// An HTTP helper for the login route (like session-cookie.ts): HttpOnly, SameSite=Strict (only the
// portal's own login form sends it), Secure over https, persistent for the cookie's lifetime.
export function setDeviceCookie(reply: FastifyReply, value: string) {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.appUrl.startsWith('https:'),
    maxAge: LOGIN_THROTTLE.deviceCookieMaxAgeMs / 1000,
  });
}
