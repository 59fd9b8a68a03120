import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { drained, neutralizeCell } from './spreadsheet-stream';

describe('spreadsheet streams', () => {
  it('neutralises text that a spreadsheet would run as a formula, and only that', () => {
    expect(['=1+1', '+57', '-2', '@SUM(A1)'].map(neutralizeCell)).toEqual([
      "'=1+1",
      "'+57",
      "'-2",
      "'@SUM(A1)",
    ]);
    expect(['Bogotá', 'a=b', '', null, -5, 3].map(neutralizeCell)).toEqual([
      'Bogotá',
      'a=b',
      '',
      null,
      -5,
      3,
    ]);
  });

  it('stops waiting for room when the client goes away', async () => {
    const out = new PassThrough({ highWaterMark: 1 });
    out.write('xx');
    const waiting = drained(out);
    out.destroy();
    await expect(waiting).rejects.toThrow('report stream closed');
    await expect(drained(out)).rejects.toThrow('report stream closed');
  });
});
