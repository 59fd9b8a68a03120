import { z } from 'zod';
import { MSG } from '../messages';

// Shared rules of the report downloads (spec §5, §9): dates, the 30-day range, formats, file names.

/** spec §9: the longest range a report or export may cover. */
export const MAX_REPORT_RANGE_DAYS = 30;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD` (a Bogotá day on the server). */
export const ZReportDate = z
  .string({ error: MSG.reportsDatesRequired })
  .trim()
  .min(1, MSG.reportsDatesRequired)
  .refine((v) => {
    const m = DATE_RE.exec(v);
    if (!m) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return (
      !Number.isNaN(d.getTime()) && d.getUTCMonth() + 1 === Number(m[2]) && d.getUTCDate() === Number(m[3])
    );
  }, MSG.fieldInvalidDate);

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
