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

const TEN_MINUTES_MS = 10 * MINUTE_MS;

/**
 * Lookups that found something, per address (issue 23 item 6). The per-minute limit above lets one
 * address read 30 manifests a minute; this one lets it read 20 in ten minutes — a customer following
 * their own shipments never gets there, a walk of consecutive numbers does at once.
 */
export const lookupHitAddressLimit = (
  ip: string,
  max: number = MOVEMENT_LIMITS.lookupHitsPerAddressPer10Minutes,
): Limit => ({
  key: `lookup:hit:ip:${ip}`,
  max,
  windowMs: TEN_MINUTES_MS,
  message: MSG.lookupTooManyFound,
});

/**
 * Lookups that found something, per company NIT across addresses: what many addresses together may
 * read of one company in ten minutes (ADR 0010 amendment: the numbers and the trade-off).
 */
export const lookupHitCompanyLimit = (nit: string): Limit => ({
  key: `lookup:hit:nit:${nit}`,
  max: MOVEMENT_LIMITS.lookupHitsPerNitPer10Minutes,
  windowMs: TEN_MINUTES_MS,
  message: MSG.lookupTooManyFound,
});

export const imageLimit = (ip: string): Limit => ({
  key: `img:ip:${ip}`,
  max: MOVEMENT_LIMITS.imagesPerAddressPerMinute,
  windowMs: MINUTE_MS,
  message: MSG.lookupTooManyRequests,
});
