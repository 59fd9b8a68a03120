import { DRIVER_SESSION, LIMITS } from '@trazo/shared';

// The drivers' device sessions and their sign-in throttle, in one place (issue 10 item 2).

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DRIVER_SESSION_POLICY = {
  /** A phone stays signed in for months: drivers work offline for days and must not retype a password. */
  absoluteMs: DRIVER_SESSION.absoluteDays * DAY,
  idleMs: DRIVER_SESSION.idleDays * DAY,
  /** last_used_at / last_sync_at are written at most this often, to spare a write on every request. */
  touchIntervalMs: 1 * MINUTE,
} as const;

/** Like the portal login (auth/session-policy.ts): per document + address, and per address over all. */
export const DRIVER_LOGIN_THROTTLE = {
  maxFailures: LIMITS.loginMaxFailuresPerMinute,
  windowMs: 1 * MINUTE,
  perAddress: { maxFailures: 20, windowMs: 10 * MINUTE },
} as const;
