import { describe, expect, it } from 'vitest';
import { backoff, isTemporary } from './retry-policy';
import { uuid7 } from './uuid7';

describe('outbox retry policy', () => {
  it('waits 2 s, then doubles, and never more than 5 minutes', () => {
    expect([1, 2, 3, 4].map(backoff)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoff(9)).toBe(300_000);
    expect(backoff(50)).toBe(300_000);
  });

  it('retries the network, throttles, server errors and the protocol’s "not yet" answers; not the final refusals', () => {
    for (const status of [0, 408, 423, 425, 428, 429, 500, 502, 503])
      expect(isTemporary(status), String(status)).toBe(true);
    for (const status of [400, 403, 404, 409, 413, 422])
      expect(isTemporary(status), String(status)).toBe(false);
  });
});

describe('uuid7', () => {
  it('is an RFC 9562 version 7 UUID whose first 48 bits are the time', () => {
    const at = Date.UTC(2026, 10, 25, 12, 0, 0);
    const id = uuid7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts by time and never repeats', () => {
    const ids = Array.from({ length: 200 }, (_, i) => uuid7(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => uuid7())).size).toBe(1000);
  });
});
