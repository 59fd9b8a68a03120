import { z } from 'zod';
import { MSG } from '../messages';

// The three scalars every input is made of (issue 13 item 3): text, a calendar date and an id. Each one
// refuses what the database would refuse, so hostile input is a Spanish 422 at the edge, never a 500.

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * False for C0 controls except tab, line feed and carriage return, for DEL and the C1 controls, and for a
 * UTF-16 surrogate without its pair. PostgreSQL's `text` cannot hold NUL at all (SQLSTATE 22021), a lone
 * surrogate is not a character (nor encodable as UTF-8), and no person types the others into a form or
 * an ERP field. A loop rather than a regular expression, whose control-character ranges read badly.
 */
export function isPlainText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 && c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN) return false;
    if (c >= 0x7f && c <= 0x9f) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++; // the pair's low half
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** The one text schema: every free-text input starts here, then adds its own trim, bounds and format. */
export const text = (params?: string | { error?: string }) =>
  z.string(params).refine(isPlainText, MSG.textInvalidCharacters);

/**
 * Years a date may have. Freight documents, events and filters live in this century give or take, and
 * outside it dates stop round-tripping: the API reads PostgreSQL's `0001-01-01 05:00:00+00` back with
 * `new Date(text)` (Drizzle and our own queries), whose legacy parser takes years below 100 as 19xx/20xx
 * (the ERP's `0001-01-01` came back as `2001-01-01`), and 9999-12-31 in Bogotá is year 10000 in UTC,
 * which does not parse at all. Within 1900–2100 every stored instant reads back exactly (the API's
 * PostgreSQL sessions run in UTC, see db/postgres.ts).
 */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

export function isYearInRange(year: number): boolean {
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
}

/**
 * The one calendar-date schema: `AAAA-MM-DD` of a day that exists (2026-02-30 is refused, not moved to
 * March) in DATE_YEARS. The value is kept as sent, so it round-trips exactly.
 */
export const ZCalendarDate = z.iso
  .date({ error: MSG.fieldInvalidDate })
  .refine((value) => isYearInRange(Number(value.slice(0, 4))), MSG.dateOutOfRange);

/** PostgreSQL `integer` (int4), the type of every id column. */
export const INT4_MAX = 2_147_483_647;

/** The one id schema (JSON bodies): a positive whole number that fits an int4 column. */
export const id = (message: string = MSG.idInvalid) =>
  z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

/** The same id where it arrives as text: path parameters, query strings, form fields. */
export const idParam = (message: string = MSG.idInvalid) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);
