import { text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';

// Shared rules of the report downloads (spec §5, §9): dates, the 30-day range, formats, file names.

/** spec §9: the longest range a report or export may cover. */
export const MAX_REPORT_RANGE_DAYS = 30;

/** A calendar day `YYYY-MM-DD` (a Bogotá day on the server): the one date schema, with the reports' own 'required'. */
export const ZReportDate = text({ error: MSG.reportsDatesRequired })
  .trim()
  .min(1, MSG.reportsDatesRequired)
  .pipe(ZCalendarDate);

/** Days from `start` to `end` (both `YYYY-MM-DD`); 2026-03-01 → 2026-03-31 is 30. */
export function reportRangeDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

export const SYNCED_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type TSyncedExportFormat = (typeof SYNCED_EXPORT_FORMATS)[number];

export const REPORT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
