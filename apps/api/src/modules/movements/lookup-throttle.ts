import { MOVEMENT_LIMITS, MSG } from '@trazo/shared';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';

const MINUTE_MS = 60_000;

/**
 * Public endpoints are throttled per client address and, for the lookup, per company NIT too: the
 * second limit stops many addresses from enumerating one company's manifests (issue 4 §3).
 */
export async function throttlePublic(
  rateLimiter: RateLimiter,
  limits: { key: string; max: number }[],
): Promise<void> {
  for (const { key, max } of limits) {
    const window = await rateLimiter.hit(key, MINUTE_MS);
    if (window.count > max) {
      throw new AppError(429, MSG.lookupTooManyRequests, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(window.resetInMs / 1000))) },
      });
    }
  }
}

export const lookupLimits = (ip: string, nit: string) => [
  { key: `lookup:ip:${ip}`, max: MOVEMENT_LIMITS.lookupPerAddressPerMinute },
  { key: `lookup:nit:${nit}`, max: MOVEMENT_LIMITS.lookupPerNitPerMinute },
];

export const imageLimits = (ip: string) => [
  { key: `img:ip:${ip}`, max: MOVEMENT_LIMITS.imagesPerAddressPerMinute },
];
