import { MSG } from '@trazo/shared';
import { CODE_POLICY } from '../../lib/one-time-codes';
import type { Limit } from '../../lib/throttle';

const MINUTE = 60_000;

/**
 * Every recovery answer takes at least this long, so an unknown e-mail (nothing to store or send)
 * cannot be told from a known one by timing (ADR 0006).
 */
export const RESET_RESPONSE_FLOOR_MS = 300;

/** Requests for a code: per e-mail (whether or not it has an account) and per IP. */
export function requestLimits(email: string, ip: string): Limit[] {
  return [
    { key: `pwreset-ip:${ip}`, max: 20, windowMs: 60 * MINUTE },
    {
      key: `pwreset-day:${email}`,
      max: CODE_POLICY.dailyCap,
      windowMs: CODE_POLICY.dayMs,
      message: MSG.codeDailyLimit,
    },
    {
      key: `pwreset-min:${email}`,
      max: 1,
      windowMs: CODE_POLICY.resendIntervalMs,
      message: MSG.codeResendTooSoon,
    },
  ];
}

/** Attempts to use a code or link, per IP (each code also dies after 5 wrong tries). */
export const ATTEMPT_THROTTLE = { max: 30, windowMs: 15 * MINUTE };
