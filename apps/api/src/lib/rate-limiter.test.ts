import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { MemoryRateLimiter } from './rate-limiter';

// The Redis limiter is tested against a real Redis in redis-rate-limiter.services.test.ts.

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
