import { z } from 'zod';
import { nitCheckDigit } from '../catalogs/nit';
import { text } from '../common/scalars';
import { MSG } from '../messages';
import { MAX_PESOS } from '../money/display';

// Fields the operator's masters share (issue 24): the client's NIT with its check digit, phones, names.

/** A required one-line text, trimmed and single-spaced. */
export const requiredLine = (max: number, message: string) =>
  text({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .transform((v) => v.replace(/\s+/g, ' '));

/** An optional one-line text; '' when empty. */
export const optionalLine = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => v.replace(/\s+/g, ' '))
    .default('');

/** NIT digits as typed (dots and spaces dropped), 5–15 digits. */
export const ZNitDigits = text({ error: MSG.espNitInvalid })
  .trim()
  .transform((v) => v.replace(/[.\s]/g, ''))
  .pipe(z.string().regex(/^\d{5,15}$/, MSG.espNitInvalid));

export const ZCheckDigit = z
  .number({ error: MSG.espDvRequired })
  .int(MSG.espDvRequired)
  .min(0, MSG.espDvRequired)
  .max(9, MSG.espDvRequired);

/** superRefine: the check digit must be the DIAN's for the NIT (the shared nitCheckDigit). */
export function checkNitDv(nit: string, dv: number, path: string, ctx: z.RefinementCtx): void {
  if (/^\d{5,15}$/.test(nit) && nitCheckDigit(nit) !== dv) {
    ctx.addIssue({ code: 'custom', message: MSG.espDvInvalid, path: [path] });
  }
}

/** The client (contratante) of a cost centre or a contract: NIT, check digit, razón social. */
export const clientShape = {
  clientNit: ZNitDigits,
  clientDv: ZCheckDigit,
  clientName: requiredLine(200, MSG.espClientNameRequired),
};

/** A phone of 7–15 digits (spaces, dashes and a leading + are dropped). */
export const phoneField = (message: string = MSG.espPhoneInvalid) =>
  text({ error: message })
    .trim()
    .transform((v) => v.replace(/[\s()+-]/g, ''))
    .pipe(z.string().regex(/^\d{7,15}$/, message));

/** Whole pesos, more than zero. */
export const ZBudgetPesos = z
  .number({ error: MSG.espBudgetInvalid })
  .int(MSG.espBudgetInvalid)
  .min(1, MSG.espBudgetInvalid)
  .max(MAX_PESOS, MSG.espBudgetInvalid);

/** Colombia's bounding box (mainland, San Andrés and Providencia, Malpelo), for typed coordinates. */
export const COLOMBIA_BOUNDS = { minLat: -4.3, maxLat: 13.5, minLon: -82, maxLon: -66.8 } as const;
