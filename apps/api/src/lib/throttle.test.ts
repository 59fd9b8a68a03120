import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '@trazo/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { createManualClock } from './clock';
import { MemoryRateLimiter } from './rate-limiter';
import { consumeLimits, type Limit, reserve, throttle, tooManyRequests } from './throttle';

const limit = (key: string, max = 2, message?: string): Limit => ({ key, max, windowMs: 60_000, message });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('throttle helpers', () => {
  it('answers 429 with Retry-After in whole seconds, at least one', () => {
    const error = tooManyRequests(MSG.tooManyRequests, 1_200);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(MSG.tooManyRequests);
    expect(error.extra.headers).toEqual({ 'retry-after': '2' });
    expect(tooManyRequests(MSG.tooManyRequests, 0).extra.headers).toEqual({ 'retry-after': '1' });
  });

  it('throttle counts every request, refused ones too, until the window closes', async () => {
    const clock = createManualClock();
    const limiter = new MemoryRateLimiter(clock);
    await throttle(limiter, limit('a'));
    clock.advance(20_000);
    await throttle(limiter, limit('a'));
    const error = await refusal(throttle(limiter, limit('a', 2, MSG.lookupTooManyRequests)));
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(MSG.lookupTooManyRequests);
    expect(error.extra.headers).toEqual({ 'retry-after': '40' });
    expect((await limiter.peek('a')).count).toBe(3);
    clock.advance(40_000);
    await expect(throttle(limiter, limit('a'))).resolves.toBeUndefined();
  });

  it('failure counters: reserve takes a slot in each limit, a release gives it back', async () => {
    const limiter = new MemoryRateLimiter(createManualClock());
    const both = [limit('user', 3), limit('ip', 2)];
    const success = await reserve(limiter, ...both);
    await success.release();
    expect((await limiter.peek('user')).count).toBe(0);
    await reserve(limiter, ...both);
    await reserve(limiter, ...both);
    // 'ip' is full: 429, and the slot just taken in 'user' is given back.
    const error = await refusal(reserve(limiter, ...both));
    expect(error.message).toBe(MSG.tooManyRequests);
    expect((await limiter.peek('user')).count).toBe(2);
    expect((await limiter.peek('ip')).count).toBe(2);
  });

  it('reserve lets at most `max` of many parallel attempts through (issue 23 item 2)', async () => {
    const limiter = new MemoryRateLimiter(createManualClock());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => reserve(limiter, limit('p', 5))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect((await limiter.peek('p')).count).toBe(5);
  });

  it('consumeLimits refuses without counting when any limit is full', async () => {
    const limiter = new MemoryRateLimiter(createManualClock());
    const limits = [limit('day', 5), limit('minute', 1, MSG.codeResendTooSoon)];
    await consumeLimits(limiter, limits);
    expect((await refusal(consumeLimits(limiter, limits))).message).toBe(MSG.codeResendTooSoon);
    expect((await limiter.peek('day')).count).toBe(1);
  });
});

// Issue 13 item 5c: the 429 + Retry-After answer was copied into nine places. It lives in throttle.ts
// only; everything else asks it. This fails when a module builds the answer by hand again.
describe('one throttle helper', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });

  it('no module outside lib/throttle.ts answers 429 or sets Retry-After itself', () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => relative(root, file) !== join('lib', 'throttle.ts'))
      .filter((file) => /AppError\(\s*429|retry-after/i.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
