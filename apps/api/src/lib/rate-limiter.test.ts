import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

describe('MemoryRateLimiter', () => {
  it('counts hits in a fixed window that opens at the first hit', async () => {
    const clock = createManualClock();
    const limiter = new MemoryRateLimiter(clock);
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    await limiter.hit('k', 60_000);
    clock.advance(20_000);
    expect(await limiter.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    clock.advance(40_000);
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await limiter.hit('k', 60_000)).count).toBe(1);
    await limiter.reset('k');
    expect((await limiter.peek('k')).count).toBe(0);
  });
});

// Runs when a Redis server is available: TEST_REDIS_URL=redis://127.0.0.1:6379 npx vitest run ...
describe.skipIf(!process.env.TEST_REDIS_URL)('RedisRateLimiter', () => {
  it('shares counters through Redis with the same window semantics', async () => {
    const a: RateLimiter = new RedisRateLimiter(process.env.TEST_REDIS_URL ?? '');
    const b: RateLimiter = new RedisRateLimiter(process.env.TEST_REDIS_URL ?? '');
    const key = `test:${Math.random()}`;
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
