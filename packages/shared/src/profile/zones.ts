import { z } from 'zod';

// spec §3 Zone (id, nombre_division) and §7 GET /cargar_zonas: the city dropdowns of registration and profile.

export const ZZone = z.object({
  /** The DIVIPOLA code as a number (05001 → 5001): stable on every installation. */
  id: z.number().int(),
  /** "MUNICIPIO (DEPARTAMENTO)". */
  nombre_division: z.string(),
});
export type TZone = z.infer<typeof ZZone>;

export const ZZonesResponse = z.object({ data: z.array(ZZone) });
export type TZonesResponse = z.infer<typeof ZZonesResponse>;
