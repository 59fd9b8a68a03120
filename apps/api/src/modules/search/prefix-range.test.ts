import { describe, expect, it } from 'vitest';
import { prefixRange } from './prefix-range';

// Byte order of UTF-8 is code point order, which JavaScript's < on code points follows.
const inRange = (value: string, { from, to }: { from: string; to: string }) => {
  const points = (s: string) => Array.from(s, (c) => c.codePointAt(0) as number);
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++)
      if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
    return a.length - b.length;
  };
  return compare(points(value), points(from)) >= 0 && compare(points(value), points(to)) < 0;
};

describe('prefixRange', () => {
  it('holds exactly the strings that start with the prefix', () => {
    const range = prefixRange('RM-2');
    expect(range).toEqual({ from: 'RM-2', to: 'RM-3' });
    for (const s of ['RM-2', 'RM-20', 'RM-2\u{10ffff}', 'RM-2ñ']) expect(inRange(s, range), s).toBe(true);
    for (const s of ['RM-', 'RM-3', 'RM-1999', 'RM-\u{10ffff}', 'RN'])
      expect(inRange(s, range), s).toBe(false);
  });

  it('steps over the surrogates and past the last code point', () => {
    expect(prefixRange('A\u{d7ff}').to).toBe('A\u{e000}');
    expect(prefixRange('AÑ').to).toBe('AÒ');
    expect(prefixRange('B\u{10ffff}').to).toBe('C');
    expect(prefixRange('').to).toBe('\u{10ffff}');
  });
});
