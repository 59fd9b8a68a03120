import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testServiceUrl } from '../test/test-services';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

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
