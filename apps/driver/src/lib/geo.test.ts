import { describe, expect, it } from 'vitest';
import { isFresh, type Position, positionForRecord } from './geo';

const fix = (at: number): Position => ({ lat: 4.6, lon: -74.1, accuracy: 10, geoDenied: false, at });

describe('the position a record stores (issue 22 item 10)', () => {
  it('keeps a fix up to 15 s old and reads a new one when it is older', async () => {
    const now = 1_000_000;
    const fresh = fix(now - 15_000);
    const newer = fix(now);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return newer;
    };
    expect(await positionForRecord(fresh, now, read)).toBe(fresh);
    expect(reads).toBe(0);
    expect(await positionForRecord(fix(now - 15_001), now, read)).toBe(newer);
    expect(await positionForRecord(null, now, read)).toBe(newer);
    expect(reads).toBe(2);
  });

  it('tries again when the phone had no position', async () => {
    const denied: Position = { lat: null, lon: null, accuracy: null, geoDenied: true, reason: 'sin-senal' };
    expect(isFresh(denied, 0)).toBe(false);
    expect(await positionForRecord(denied, 0, async () => fix(0))).toEqual(fix(0));
  });
});
