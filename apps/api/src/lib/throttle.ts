import { MSG } from '@trazo/shared';
import { AppError } from './app-error';
import type { RateLimiter } from './rate-limiter';

/**
 * Counts one request against `key` and answers 429 (with Retry-After) once more than `max` arrived in
 * the current window. Refused requests count too, so hammering does not reopen the window early.
 */
export async function throttle(
  rateLimiter: RateLimiter,
  key: string,
  limit: { max: number; windowMs: number },
  message: string = MSG.tooManyRequests,
): Promise<void> {
  const window = await rateLimiter.hit(key, limit.windowMs);
  if (window.count > limit.max) {
    throw new AppError(429, message, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(window.resetInMs / 1000))) },
    });
  }
}

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
  message?: string;
}

/**
 * Several limits on one action (per e-mail, per IP…): refused when any is full — without counting
 * the refused request, so a double click does not spend a day's quota — otherwise counted in all.
 */
export async function consumeLimits(rateLimiter: RateLimiter, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const window = await rateLimiter.peek(limit.key);
    if (window.count >= limit.max) {
      throw new AppError(429, limit.message ?? MSG.tooManyRequests, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(window.resetInMs / 1000))) },
      });
    }
  }
  for (const limit of limits) await rateLimiter.hit(limit.key, limit.windowMs);
}

/** Waits until at least `ms` have passed since `startedAt` (performance.now()), so answers take alike long. */
export async function padResponseTime(startedAt: number, ms: number): Promise<void> {
  const remaining = startedAt + ms - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
