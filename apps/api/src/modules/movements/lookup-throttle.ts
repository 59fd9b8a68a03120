import { MOVEMENT_LIMITS, MSG } from '@trazo/shared';
import type { Limit } from '../../lib/throttle';

const MINUTE_MS = 60_000;

/** Every lookup counts per client address: one address cannot walk the manifest numbers. */
export const lookupAddressLimit = (ip: string): Limit => ({
  key: `lookup:ip:${ip}`,
  max: MOVEMENT_LIMITS.lookupPerAddressPerMinute,
  windowMs: MINUTE_MS,
  message: MSG.lookupTooManyRequests,
});

/**
 * Misses count per company NIT across every address, so many addresses cannot enumerate one company
 * either (issue 4 §3). Only misses: a full counter slows the guessing but never refuses a customer who
 * has a right number (issue 13 item 5b).
 */
export const lookupMissLimit = (nit: string): Limit => ({
  key: `lookup:nit:${nit}`,
  max: MOVEMENT_LIMITS.lookupMissesPerNitPerMinute,
  windowMs: MINUTE_MS,
  message: MSG.lookupTooManyRequests,
});

export const imageLimit = (ip: string): Limit => ({
  key: `img:ip:${ip}`,
  max: MOVEMENT_LIMITS.imagesPerAddressPerMinute,
  windowMs: MINUTE_MS,
  message: MSG.lookupTooManyRequests,
});
