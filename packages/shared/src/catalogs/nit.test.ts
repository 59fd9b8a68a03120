import { describe, expect, it } from 'vitest';
import { nitCheckDigit, unmaskNit } from './nit';

describe('nitCheckDigit', () => {
  it.each([
    ['900123456', 8],
    ['860002964', 4], // Bancolombia S.A.
    ['890903938', 8], // Bancolombia (Medellín)
    ['800197268', 4], // DIAN
    ['899999068', 1], // Ecopetrol
  ])('computes the DIAN digit of %s', (nit, digit) => {
    expect(nitCheckDigit(nit)).toBe(digit);
  });

  it('ignores mask dots and rejects empty input', () => {
    expect(nitCheckDigit('900.123.456')).toBe(nitCheckDigit('900123456'));
    expect(() => nitCheckDigit('')).toThrow(RangeError);
  });

  it('unmasks dots only', () => {
    expect(unmaskNit('900.123.456')).toBe('900123456');
  });
});
