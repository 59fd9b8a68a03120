import { MSG } from '@trazo/shared';
import { AppError } from './app-error';
import type { RateLimiter, RateWindow } from './rate-limiter';

// The one place that turns a full rate window into a 429 with Retry-After (issue 13 item 5c). Every
// throttle of the API goes through these helpers, so the answer looks the same everywhere.

/** One counter: at most `max` in a window of `windowMs` opened by the first hit. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
  /** The Spanish answer when full (default MSG.tooManyRequests). */
  message?: string;
}

/** 429 with `Retry-After` in whole seconds (at least 1), in the one error shape. */
export function tooManyRequests(message: string, retryInMs: number): AppError {
  return new AppError(429, message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryInMs / 1000))) },
  });
}

const refuse = (limit: Limit, window: RateWindow) =>
  tooManyRequests(limit.message ?? MSG.tooManyRequests, window.resetInMs);

/**
 * Counts one request against each limit and answers 429 once more than `max` arrived in the current
 * window. Refused requests count too, so hammering does not reopen the window early.
 */
export async function throttle(rateLimiter: RateLimiter, ...limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const window = await rateLimiter.hit(limit.key, limit.windowMs);
    if (window.count > limit.max) throw refuse(limit, window);
  }
}

/** Slots taken by `reserve`: kept, they count; released, they are given back. */
export interface Reservation {
  /** Gives every slot back (the attempt did not fail: a failure counter must not count it). */
  release(): Promise<void>;
}

/**
 * Takes one slot in each limit before the work it guards, atomically (a counter's increment is one
 * operation in memory and in Redis), so requests in parallel cannot all pass a limit that each one
 * only read (issue 23 item 2: 40 parallel logins had 40 passwords checked under a cap of 5). When a
 * limit is already full the slots taken are given back and the answer is 429: a refused request does
 * not count. Failure counters keep the slots of failures and release those of successes.
 */
export async function reserve(rateLimiter: RateLimiter, ...limits: Limit[]): Promise<Reservation> {
  const taken: string[] = [];
  const release = async () => {
    for (const key of taken) await rateLimiter.release(key);
  };
  for (const limit of limits) {
    const window = await rateLimiter.hit(limit.key, limit.windowMs);
    taken.push(limit.key);
    if (window.count > limit.max) {
      await release();
      throw refuse(limit, window);
    }
  }
  return { release };
}

/**
 * Several limits on one action (per e-mail, per IP…): refused when any is full — without counting
 * the refused request, so a double click does not spend a day's quota — otherwise counted in all.
 */
export async function consumeLimits(rateLimiter: RateLimiter, limits: Limit[]): Promise<void> {
  await reserve(rateLimiter, ...limits);
}

/** Waits until at least `ms` have passed since `startedAt` (performance.now()), so answers take alike long. */
export async function padResponseTime(startedAt: number, ms: number): Promise<void> {
  const remaining = startedAt + ms - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
