import { BOGOTA_OFFSET, MAX_REPORT_RANGE_DAYS, MSG, reportRangeDays } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';

const DAY_MS = 86_400_000;
const BOGOTA_OFFSET_MS = -5 * 3_600_000;

/**
 * The instants a day range covers in Bogotá: [start 00:00, the day after end 00:00). Refuses an inverted
 * range and one longer than 30 days (spec §9) with `tooLongStatus` (422 for the export, 423 for the
 * pre-operational search, spec §8); the overview passes its own longest period and message.
 */
export function bogotaRange(
  start: string,
  end: string,
  tooLongStatus: number,
  maxDays: number = MAX_REPORT_RANGE_DAYS,
  tooLongMessage: string = MSG.reportsRangeTooLong,
): { from: Date; to: Date } {
  const days = reportRangeDays(start, end);
  if (days < 0) throw new AppError(422, MSG.reportsStartAfterEnd);
  if (days > maxDays) throw new AppError(tooLongStatus, tooLongMessage);
  const from = new Date(`${start}T00:00:00${BOGOTA_OFFSET}`);
  return { from, to: new Date(Date.parse(`${end}T00:00:00${BOGOTA_OFFSET}`) + DAY_MS) };
}

/** `YYYY-MM-DD HH:MM` in Bogotá (UTC−05:00, no daylight saving). */
export function bogotaDateTime(value: Date | string | null): string {
  if (value === null) return '';
  const date = new Date(value);
  return new Date(date.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * `bogotaDateTime` done by the database, for exports of many rows: the same text, null stays null, and
 * the row never carries a Date (parsing and formatting two per row cost the csv export ~10 %).
 */
export function bogotaDateTimeSql(timestamp: SQL): SQL {
  return sql`to_char(${timestamp} at time zone interval ${sql.raw(`'${BOGOTA_OFFSET}'`)}, 'YYYY-MM-DD HH24:MI')`;
}

/** Today's calendar day in Bogotá, `YYYY-MM-DD`, `daysBefore` days back. */
export function bogotaDay(now: Date, daysBefore = 0): string {
  return new Date(now.getTime() + BOGOTA_OFFSET_MS - daysBefore * DAY_MS).toISOString().slice(0, 10);
}
