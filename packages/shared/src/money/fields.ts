import { z } from 'zod';
import { nitCheckDigit } from '../catalogs/nit';
import { text } from '../common/scalars';
import { MSG } from '../messages';
import { MAX_PESOS } from './display';

// Fields shared by the portal's and the drivers' money contracts (issue 11).

export * from './display';

/** Whole Colombian pesos, more than zero. */
export const ZPesos = z
  .number({ error: MSG.moneyAmountInvalid })
  .int(MSG.moneyAmountInvalid)
  .min(1, MSG.moneyAmountInvalid)
  .max(MAX_PESOS, MSG.moneyAmountInvalid);

/**
 * The beneficiary's NIT (digits only, 5–15) and its optional check digit, which must be the DIAN's for
 * that NIT (shared nitCheckDigit). Both empty = no beneficiary NIT (a toll booth's ticket has none).
 */
export const beneficiaryShape = {
  beneficiaryName: text().trim().max(150).default(''),
  beneficiaryNit: text()
    .trim()
    .transform((v) => v.replace(/[.\s]/g, ''))
    .pipe(z.string().regex(/^(\d{5,15})?$/, MSG.moneyNitInvalid))
    .default(''),
  beneficiaryDv: z.number().int().min(0).max(9).nullable().default(null),
};

/** superRefine for an object with beneficiaryShape: the check digit must match the NIT. */
export function checkBeneficiaryDv(
  b: { beneficiaryNit: string; beneficiaryDv: number | null },
  ctx: z.RefinementCtx,
): void {
  if (b.beneficiaryDv === null) return;
  if (!b.beneficiaryNit || nitCheckDigit(b.beneficiaryNit) !== b.beneficiaryDv) {
    ctx.addIssue({ code: 'custom', message: MSG.moneyNitDvInvalid, path: ['beneficiaryDv'] });
  }
}
