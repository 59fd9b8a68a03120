import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Clock } from './clock';
import type { RateLimiter } from './rate-limiter';
import type { Signer } from './signer';

/**
 * What the account services (registration, verification, password reset) use, as plain values (STYLE 12):
 * a route passes `app`, which has them all; a job or a test passes an object of its own.
 */
export interface ServiceDeps {
  db: Db;
  clock: Clock;
  signer: Signer;
  config: Config;
  rateLimiter: RateLimiter;
}
