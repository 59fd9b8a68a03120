import type { Redis } from 'ioredis';
import type { RateLimiter, RateWindow } from './rate-limiter';

const PREFIX = 'trazo:rl:';
const RELEASE_SCRIPT =
  "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then redis.call('decr', KEYS[1]) end return 0";

/**
 * The limiter on REDIS_URL. ioredis is imported here, only when Redis is configured: its RESP3 decoder
 * declares `class VerbatimString extends String`, and from then on V8 (Node 20) runs string methods
 * slower in the whole process (String.prototype becomes another object's prototype): the 100,000-row csv
 * export took 1.1 s of CPU instead of 0.8 s with ioredis merely loaded (ADR 0015, 2026-11-26).
 */
export async function createRedisRateLimiter(url: string): Promise<RedisRateLimiter> {
  const { Redis } = await import('ioredis');
  // Give up on a command after two reconnection attempts instead of the default twenty: a throttle
  // that hangs would hang the login it protects.
  return new RedisRateLimiter(new Redis(url, { maxRetriesPerRequest: 2 }));
}

/** Same fixed windows as the memory limiter, shared by every API process through Redis. */
export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;

  constructor(redis: Redis) {
    this.#redis = redis;
  }

  async peek(key: string): Promise<RateWindow> {
    const [count, ttl] = await Promise.all([this.#redis.get(PREFIX + key), this.#redis.pttl(PREFIX + key)]);
    if (count === null || ttl <= 0) return { count: 0, resetInMs: 0 };
    return { count: Number(count), resetInMs: ttl };
  }

  async hit(key: string, windowMs: number): Promise<RateWindow> {
    // SET NX opens the window (with its expiry) only for the first hit; INCR then counts atomically.
    const results = await this.#redis
      .multi()
      .set(PREFIX + key, 0, 'PX', windowMs, 'NX')
      .incr(PREFIX + key)
      .pttl(PREFIX + key)
      .exec();
    const count = Number(results?.[1]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async release(key: string): Promise<void> {
    // One script, so the check and the decrement cannot interleave with another process's hit; a key
    // that expired meanwhile is not recreated at -1.
    await this.#redis.eval(RELEASE_SCRIPT, 1, PREFIX + key);
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(PREFIX + key);
  }

  async close(): Promise<void> {
    await this.#redis.quit();
  }
}
