import { LIMITS } from '@trazo/shared';

// Every session and throttle number in one place (ADR 0003: docs/decisions/0003-session-tokens.md).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_POLICY = {
  /** spec §3 session cookies: the token travels in a cookie named `Authorization`. */
  cookieName: 'Authorization',
  tokenBytes: 32,
  /** A browser session: expires after 8 h without use, and 24 h after login at the latest. */
  standard: { idleMs: 8 * HOUR, absoluteMs: 1 * DAY },
  /** "Remember me" (spec §2.2): 14 days without use, 30 days after login at the latest. */
  remember: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
  /** last_used_at is written at most this often, to spare a write on every request. */
  touchIntervalMs: 1 * MINUTE,
} as const;

export function lifetimeOf(remember: boolean) {
  return remember ? SESSION_POLICY.remember : SESSION_POLICY.standard;
}

export const LOGIN_THROTTLE = {
  /** Failed logins allowed per e-mail + IP inside one window, then 429 until the window closes. */
  maxFailures: LIMITS.loginMaxFailuresPerMinute,
  windowMs: 1 * MINUTE,
  /**
   * Failed logins allowed per IP, whatever the accounts (password spraying), inside one window. A
   * success does not count; the window closes 10 minutes after its first failure whatever happens, so
   * a person behind the same address as a sprayer waits at most that long.
   */
  perAddress: { maxFailures: 20, windowMs: 10 * MINUTE },
  /**
   * A browser that signed in before carries a device cookie (ADR 0010, issue 22 item 17): its attempts
   * for that account count here instead of per address, so a sprayer on the same address does not lock
   * it out, and a stolen cookie still allows only a few guesses.
   */
  perDevice: { maxFailures: 5, windowMs: 15 * MINUTE },
  /** How long a device cookie is honoured after the sign-in that issued it. */
  deviceCookieMaxAgeMs: 180 * DAY,
  /** Accounts one browser remembers (a shared office computer), the most recent first. */
  deviceCookieMaxAccounts: 5,
} as const;
