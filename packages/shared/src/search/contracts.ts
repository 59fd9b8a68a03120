import { z } from 'zod';
import { text } from '../common/scalars';
import { MSG } from '../messages';

// Issue 26 item 6: the portal's global search (top bar, Ctrl+K / Cmd+K). One query across manifests,
// consignments, plates, customer documents, drivers and invoices, scoped like the lists; accent- and
// case-insensitive.

export const SEARCH_LIMITS = { minLength: 2, maxLength: 60, perGroup: 5 } as const;

/** GET /api/busqueda?q= */
export const ZGlobalSearchQuery = z.object({
  q: text({ error: MSG.searchQueryInvalid })
    .trim()
    .min(SEARCH_LIMITS.minLength, MSG.searchQueryInvalid)
    .max(SEARCH_LIMITS.maxLength, MSG.searchQueryInvalid)
    // Control characters are never part of a number or a name.
    .refine((v) => !/\p{Cc}/u.test(v), MSG.searchQueryInvalid),
});
export type TGlobalSearchQuery = z.input<typeof ZGlobalSearchQuery>;

export const SEARCH_GROUPS = [
  { code: 'manifiestos', label: MSG.searchGroupManifiestos },
  { code: 'remesas', label: MSG.searchGroupRemesas },
  { code: 'placas', label: MSG.searchGroupPlacas },
  { code: 'clientes', label: MSG.searchGroupClientes },
  { code: 'conductores', label: MSG.searchGroupConductores },
  { code: 'facturas', label: MSG.searchGroupFacturas },
] as const;
export type SearchGroupCode = (typeof SEARCH_GROUPS)[number]['code'];
export const SEARCH_GROUP_CODES = SEARCH_GROUPS.map((g) => g.code) as [SearchGroupCode, ...SearchGroupCode[]];

/** One hit: what it is, what to show, and where selecting it goes (a movement's or an invoice's id). */
export const ZSearchHit = z.object({
  titulo: z.string(),
  detalle: z.string(),
  movimiento_id: z.number().int().nullable(),
  /** The movement's manifest number (the company's detail page opens by it); null for an invoice. */
  manifiesto: z.string().nullable(),
  factura_id: z.number().int().nullable(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZGlobalSearchResponse = z.object({
  grupos: z.array(
    z.object({ code: z.enum(SEARCH_GROUP_CODES), label: z.string(), data: z.array(ZSearchHit) }),
  ),
});
export type TGlobalSearchResponse = z.infer<typeof ZGlobalSearchResponse>;
