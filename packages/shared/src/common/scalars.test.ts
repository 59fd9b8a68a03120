import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { normalizeDateTime, ZDateTimeInput } from '../movements/fields';
import { INT4_MAX, id, idParam, isPlainText, text, ZCalendarDate } from './scalars';

describe('text', () => {
  it('refuses NUL, other control characters and lone surrogates, with a Spanish message', () => {
    for (const value of ['a\u0000b', '\u0007', '\u001b[31m', 'x\u007f', '\u0085', '\uD800', 'a\uDC00b']) {
      const result = text().safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.textInvalidCharacters);
    }
  });

  it('keeps tabs, line breaks, accents and characters outside the BMP', () => {
    for (const value of ['Línea 1\r\nLínea 2\tfin', 'Cárdenas Muñoz', 'camión 🚚', '']) {
      expect(isPlainText(value), value).toBe(true);
      expect(text().parse(value)).toBe(value);
    }
  });
});

describe('ZCalendarDate', () => {
  it('refuses days that do not exist instead of moving them', () => {
    for (const value of ['2026-02-30', '2026-13-45', '2025-02-29', '2026-1-1', '2026-01-01T00:00']) {
      expect(ZCalendarDate.safeParse(value).error?.issues[0]?.message, value).toBe(MSG.fieldInvalidDate);
    }
  });

  it('refuses years outside 1900–2100 and keeps the others exactly as written', () => {
    for (const value of ['0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(ZCalendarDate.safeParse(value).error?.issues[0]?.message, value).toBe(MSG.dateOutOfRange);
    }
    for (const value of ['1900-01-01', '2024-02-29', '2100-12-31'])
      expect(ZCalendarDate.parse(value)).toBe(value);
  });
});

describe('ZDateTimeInput', () => {
  it('refuses impossible and extreme dates with the right message', () => {
    expect(normalizeDateTime('2026-02-30')).toBeNull();
    expect(ZDateTimeInput.safeParse('2026-13-45').error?.issues[0]?.message).toBe(MSG.fieldInvalidDate);
    for (const value of ['0001-01-01', '9999-12-31T23:59', '1899-12-31 10:00']) {
      expect(ZDateTimeInput.safeParse(value).error?.issues[0]?.message, value).toBe(MSG.dateOutOfRange);
    }
    expect(ZDateTimeInput.parse('1900-01-01')).toBe('1900-01-01T05:00:00.000Z');
  });
});

describe('id', () => {
  it('accepts 1 … 2147483647 and refuses what an int4 column cannot hold', () => {
    expect(id().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(idParam().parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of [0, -1, 2 ** 31, 1e308, 1.5, Number.NaN]) {
      expect(id().safeParse(value).success, String(value)).toBe(false);
      expect(idParam().safeParse(String(value)).success, String(value)).toBe(false);
    }
    expect(idParam().safeParse('abc').error?.issues[0]?.message).toBe(MSG.idInvalid);
  });
});
