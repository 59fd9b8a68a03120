import { z } from 'zod';
import { isYearInRange, text } from '../common/scalars';
import { MSG } from '../messages';

// Field schemas of movement input (ERP batch, spreadsheet rows, events), with Spanish messages.

/** Colombia has no daylight saving: a local time without offset is always UTC−05:00. */
export const BOGOTA_OFFSET = '-05:00';

const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM[:SS][offset]` (a space instead of T is accepted). Without an offset the
 * time is Bogotá's; a date alone is midnight in Bogotá. Answers a normalised ISO string, or null.
 */
export function normalizeDateTime(value: string): string | null {
  const m = DATE_TIME_RE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  // Outside DATE_YEARS a date would not read back as written (scalars.ts says why): refuse it.
  if (!isYearInRange(Number(y))) return null;
  const offset =
    zone === undefined ? BOGOTA_OFFSET : zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Reject overflowing dates (2026-02-31 would silently become March 3rd).
  const check = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  if (check.getUTCMonth() + 1 !== Number(mo) || check.getUTCDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return date.toISOString();
}

export const ZDateTimeInput = text({ error: MSG.fieldInvalidDate })
  .trim()
  .min(1, MSG.fieldRequired)
  .transform((v, ctx) => {
    const iso = normalizeDateTime(v);
    if (iso) return iso;
    const year = /^(\d{4})-/.exec(v)?.[1];
    const message = year && !isYearInRange(Number(year)) ? MSG.dateOutOfRange : MSG.fieldInvalidDate;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** Manifest and consignment numbers: 1–30 letters, digits, `-`, `.`, `/`, `_`. */
export const ZDocumentCode = text({ error: MSG.fieldRequired })
  .trim()
  .min(1, MSG.fieldRequired)
  .max(30, MSG.fieldTooLong)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, MSG.fieldInvalidCode);

/** Colombian plates (ABC123, motorcycles ABC12D, trailers R12345): stored upper-case without separators. */
export const ZPlate = text({ error: MSG.fieldRequired })
  .trim()
  .min(1, MSG.fieldRequired)
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{5,7}$/, MSG.fieldInvalidPlate));

export function normalizePlate(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

export const requiredMovementText = (max: number) =>
  text({ error: MSG.fieldRequired }).trim().min(1, MSG.fieldRequired).max(max, MSG.fieldTooLong);

export const optionalText = (max: number) =>
  text({ error: MSG.fieldTooLong })
    .trim()
    .max(max, MSG.fieldTooLong)
    .nullish()
    .transform((v) => v ?? '');

export const ZAmount = z
  .number({ error: MSG.fieldNotNumber })
  .min(0, MSG.fieldNotNumber)
  .max(999_999_999_999, MSG.fieldNotNumber);

/** A party (remitente / destinatario), spec §3: document/NIT, name, address, zone, phone. */
export const ZPartyInput = z.object({
  documento: requiredMovementText(20),
  nombre: requiredMovementText(150),
  direccion: optionalText(200),
  /** Municipality or zone as the ERP names it (e.g. "BOGOTÁ D.C. (BOGOTÁ D.C.)"). */
  zona: optionalText(120),
  telefono: optionalText(30),
});
export type TPartyInput = z.input<typeof ZPartyInput>;

/** The consignment's recipient, with an optional e-mail for its notifications (issue 27 §2; '' when none). */
export const ZRecipientInput = ZPartyInput.extend({
  email: text({ error: MSG.emailInvalid })
    .trim()
    .max(254, MSG.emailInvalid)
    .nullish()
    .transform((v) => (v ?? '').toLowerCase())
    .pipe(z.union([z.literal(''), z.email({ error: MSG.emailInvalid })])),
});
