import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testServiceUrl } from '../test/test-services';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';
import { reserve } from './throttle';

// Against a real Redis (TEST_REDIS_URL); without one the test fails, it is never skipped (see vitest.config.ts).
describe('createRedisRateLimiter', () => {
  it('shares counters through Redis with the same window semantics', async () => {
    const url = testServiceUrl('TEST_REDIS_URL');
    const a: RateLimiter = await createRedisRateLimiter(url);
    const b: RateLimiter = await createRedisRateLimiter(url);
    const key = `test:${randomUUID()}`;
    try {
      await a.hit(key, 500);
      expect((await b.hit(key, 500)).count).toBe(2);
      const window = await a.peek(key);
      expect(window.count).toBe(2);
      expect(window.resetInMs).toBeGreaterThan(0);
      expect(window.resetInMs).toBeLessThanOrEqual(500);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await a.peek(key)).count).toBe(0);
      await a.hit(key, 500);
      await b.reset(key);
      expect((await a.peek(key)).count).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

// Issue 23 item 2: the failure limits take their slot before the password check; through Redis the
// increment is atomic too, so of 40 attempts at once (from two processes) at most `max` pass.
describe('reserve through Redis', () => {
  it('lets at most max of 40 parallel attempts through, and a release gives a slot back', async () => {
    const url = testServiceUrl('TEST_REDIS_URL');
    const a: RateLimiter = await createRedisRateLimiter(url);
    const b: RateLimiter = await createRedisRateLimiter(url);
    const limit = { key: `test:${randomUUID()}`, max: 5, windowMs: 60_000 };
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) => reserve(i % 2 ? a : b, limit)),
      );
      const passed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      expect(passed).toHaveLength(5);
      expect((await a.peek(limit.key)).count).toBe(5);
      await passed[0]?.release();
      expect((await b.peek(limit.key)).count).toBe(4);
      // A release never takes a counter below 0 nor recreates an expired one.
      await a.reset(limit.key);
      await a.release(limit.key);
      expect((await b.peek(limit.key)).count).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
