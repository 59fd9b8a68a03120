import { z } from 'zod';
import { coordinatesPairIssue, ZLatitude, ZLongitude } from '../common/coordinates';
import { id, text } from '../common/scalars';
import { MSG } from '../messages';
import { ZPage } from '../users/pagination';
import { requiredLine } from './fields';

// /especiales/origenes-destinos (spec §2.1, §2.7 Maestros; issue 24 item 1). API: /api/especiales/origenes-destinos.

export const ZPlace = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  zoneId: z.number().int(),
  zoneName: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  aliases: z.array(z.string()),
  active: z.boolean(),
});
export type TPlace = z.infer<typeof ZPlace>;
export const ZPlacePage = ZPage(ZPlace);
export type TPlacePage = z.infer<typeof ZPlacePage>;

/** Aliases: trimmed, single-spaced, empty ones and repeats dropped; at most 10 of 80 characters. */
const ZAliases = z
  .array(text().trim().max(80))
  .max(10)
  .default([])
  .transform((list) => [...new Set(list.map((a) => a.replace(/\s+/g, ' ')).filter(Boolean))]);

export const ZPlaceForm = z
  .object({
    name: requiredLine(150, MSG.espPlaceNameRequired),
    address: requiredLine(200, MSG.espPlaceAddressRequired),
    zoneId: id(MSG.espZoneRequired),
    latitude: ZLatitude.nullable().default(null),
    longitude: ZLongitude.nullable().default(null),
    aliases: ZAliases,
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const issue = coordinatesPairIssue(v.latitude, v.longitude, ['latitude', 'longitude']);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TPlaceForm = z.input<typeof ZPlaceForm>;
