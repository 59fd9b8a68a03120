import { z } from 'zod';
import { text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';
import { EXPENSE_STATES, LEGALISATION_STATES } from '../money/display';
import { MOVEMENT_STATE_CODES } from '../movements/event-types';
import { ZPage, ZPageQuery } from '../users/pagination';

// The provider's and the third party's areas (issue 26 §5): rows of every transport company that name the
// NIT of the caller's account — expenses paid to a provider, trips of an owner's vehicles.

const ZPartnerFilters = z.object({
  /** Dates from / to (AAAA-MM-DD, Bogotá days). */
  desde: ZCalendarDate.optional(),
  hasta: ZCalendarDate.optional(),
  empresa: z.coerce.number({ error: MSG.idInvalid }).int().min(1).max(2_147_483_647).optional(),
  /** Plate or manifest prefix. */
  q: text().trim().max(30).optional(),
});

export const ZProviderExpenseQuery = ZPageQuery.merge(ZPartnerFilters).extend({
  estado: z.enum(EXPENSE_STATES).optional(),
});
export type TProviderExpenseQuery = z.output<typeof ZProviderExpenseQuery>;

export const ZProviderExpenseRow = z.object({
  id: z.number().int(),
  fecha: z.string(),
  empresa: z.string(),
  manifiesto: z.string(),
  placa: z.string(),
  tipo_gasto: z.string(),
  recibo: z.string(),
  valor: z.number().int(),
  estado: z.enum(EXPENSE_STATES),
  legalizacion: z.enum(LEGALISATION_STATES),
});
export type TProviderExpenseRow = z.infer<typeof ZProviderExpenseRow>;

export const ZProviderExpensePage = ZPage(ZProviderExpenseRow).extend({
  nit: z.string(),
  /** Sum of the filtered, not rejected expenses. */
  total_valor: z.number().int(),
});
export type TProviderExpensePage = z.infer<typeof ZProviderExpensePage>;

export const ZThirdPartyTripQuery = ZPageQuery.merge(ZPartnerFilters).extend({
  estado: z.enum(MOVEMENT_STATE_CODES).optional(),
});
export type TThirdPartyTripQuery = z.output<typeof ZThirdPartyTripQuery>;

export const ZThirdPartyTripRow = z.object({
  id: z.number().int(),
  fecha_despacho: z.string(),
  empresa: z.string(),
  manifiesto: z.string(),
  placa: z.string(),
  origen: z.string(),
  destino: z.string(),
  estado: z.object({ code: z.string(), label: z.string() }),
  anticipos: z.number().int(),
  valor_flete: z.number().int().nullable(),
});
export type TThirdPartyTripRow = z.infer<typeof ZThirdPartyTripRow>;

export const ZThirdPartyTripPage = ZPage(ZThirdPartyTripRow).extend({
  nit: z.string(),
  total_anticipos: z.number().int(),
  total_flete: z.number().int(),
});
export type TThirdPartyTripPage = z.infer<typeof ZThirdPartyTripPage>;

/** The companies that have rows for the caller's NIT (the filter's options). */
export const ZPartnerCompanies = z.object({
  nit: z.string().nullable(),
  empresas: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
});
export type TPartnerCompanies = z.infer<typeof ZPartnerCompanies>;

export const ZPartnerExportFormat = z.object({ formato: z.enum(['xlsx', 'csv']).default('xlsx') });
export const ZProviderExpenseExportQuery = ZProviderExpenseQuery.omit({ page: true, per_page: true }).merge(
  ZPartnerExportFormat,
);
export const ZThirdPartyTripExportQuery = ZThirdPartyTripQuery.omit({ page: true, per_page: true }).merge(
  ZPartnerExportFormat,
);
