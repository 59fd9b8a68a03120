import { describe, expect, it } from 'vitest';
import { formatCop, formatCount, formatKg, formatNumber } from './numbers';
import { plural } from './plural';

describe('numbers in es-CO', () => {
  it('groups thousands with a dot from four digits on, decimals with a comma', () => {
    expect(formatKg(4200)).toBe('4.200 kg');
    expect(formatKg('1250.5')).toBe('1.250,5 kg');
    expect(formatNumber(5.1)).toBe('5,1');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatCount(4200)).toBe('4.200');
    expect(formatCop(15000).replace(/\s/g, ' ')).toBe('$ 15.000');
    expect(formatCop(4200).replace(/\s/g, ' ')).toBe('$ 4.200');
  });

  it('shows a dash when there is no number', () => {
    expect(formatKg(null)).toBe('—');
    expect(formatNumber('')).toBe('—');
    expect(formatCop('abc')).toBe('—');
  });
});

describe('plural', () => {
  it('agrees the word with the count', () => {
    expect(plural(1, 'foto')).toBe('1 foto');
    expect(plural(2, 'foto')).toBe('2 fotos');
    expect(plural(0, 'intento')).toBe('0 intentos');
    expect(plural(1, 'intento')).toBe('1 intento');
    expect(plural(1, 'remesa')).toBe('1 remesa');
    expect(plural(3, 'remesa')).toBe('3 remesas');
  });

  it('takes an irregular plural and groups large counts', () => {
    expect(plural(1, 'foto obligatoria', 'fotos obligatorias')).toBe('1 foto obligatoria');
    expect(plural(2, 'foto obligatoria', 'fotos obligatorias')).toBe('2 fotos obligatorias');
    expect(plural(1200, 'remesa')).toBe('1.200 remesas');
  });
});
