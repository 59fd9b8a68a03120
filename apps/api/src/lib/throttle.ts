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

/** Answers 429 when any limit is already full, without counting this request (failure counters). */
export async function assertUnderLimits(rateLimiter: RateLimiter, ...limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const window = await rateLimiter.peek(limit.key);
    if (window.count >= limit.max) throw refuse(limit, window);
  }
}

/** Records one hit in each limit (a failed attempt, once it is known to have failed). */
export async function countAgainst(rateLimiter: RateLimiter, ...limits: Limit[]): Promise<void> {
  for (const limit of limits) await rateLimiter.hit(limit.key, limit.windowMs);
}

/**
 * Several limits on one action (per e-mail, per IP…): refused when any is full — without counting
 * the refused request, so a double click does not spend a day's quota — otherwise counted in all.
 */
export async function consumeLimits(rateLimiter: RateLimiter, limits: Limit[]): Promise<void> {
  await assertUnderLimits(rateLimiter, ...limits);
  await countAgainst(rateLimiter, ...limits);
}

/** Waits until at least `ms` have passed since `startedAt` (performance.now()), so answers take alike long. */
export async function padResponseTime(startedAt: number, ms: number): Promise<void> {
  const remaining = startedAt + ms - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
