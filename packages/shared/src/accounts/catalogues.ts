import { z } from 'zod';

// spec §3 (Zone, document types), §7 GET /cargar_zonas; GET /tipos_documento is ours.

export const ZZone = z.object({ id: z.number().int(), nombre_division: z.string() });
export type TZone = z.infer<typeof ZZone>;

/** GET /api/cargar_zonas: every Colombian municipality (DIVIPOLA), sorted by name; cacheable. */
export const ZZonesResponse = z.object({ data: z.array(ZZone) });
export type TZonesResponse = z.infer<typeof ZZonesResponse>;

export const ZDocumentType = z.object({ id: z.number().int(), code: z.string(), descripcion: z.string() });
export type TDocumentType = z.infer<typeof ZDocumentType>;

/** GET /api/tipos_documento: the seven document types of spec §3, in the spec's order. */
export const ZDocumentTypesResponse = z.object({ data: z.array(ZDocumentType) });
export type TDocumentTypesResponse = z.infer<typeof ZDocumentTypesResponse>;
