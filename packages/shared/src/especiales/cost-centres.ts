import { z } from 'zod';
import { text } from '../common/scalars';
import { MSG } from '../messages';
import { ZPage } from '../users/pagination';
import { checkNitDv, clientShape, requiredLine, ZBudgetPesos } from './fields';

// /especiales/centros-costos (spec §2.1, §2.7 Maestros; issue 24 item 1). API: /api/especiales/centros-costos.

export const ZCostCentre = z.object({
  id: z.number().int(),
  clientNit: z.string(),
  clientDv: z.number().int(),
  clientName: z.string(),
  code: z.string(),
  name: z.string(),
  monthlyBudgetCop: z.number().int().nullable(),
  active: z.boolean(),
});
export type TCostCentre = z.infer<typeof ZCostCentre>;
export const ZCostCentrePage = ZPage(ZCostCentre);
export type TCostCentrePage = z.infer<typeof ZCostCentrePage>;

export const ZCostCentreForm = z
  .object({
    ...clientShape,
    // Codes are compared as upper case: "cc-01" and "CC-01" are one centre.
    code: text({ error: MSG.espCostCentreCodeRequired })
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9._-]{0,29}$/, MSG.espCostCentreCodeRequired)),
    name: requiredLine(150, MSG.espCostCentreNameRequired),
    monthlyBudgetCop: ZBudgetPesos.nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => checkNitDv(v.clientNit, v.clientDv, 'clientDv', ctx));
export type TCostCentreForm = z.input<typeof ZCostCentreForm>;
