import { z } from 'zod';
import { idParam, text } from '../common/scalars';
import { MSG } from '../messages';

// The company's catalogues behind the event configuration (issue 9): logistic events and dispatch types.

export const ZLogisticEvent = z.object({
  id_events: z.number().int(),
  code: z.string(),
  event: z.string(),
  builtin: z.boolean(),
  active: z.boolean(),
});
export type TLogisticEvent = z.infer<typeof ZLogisticEvent>;

export const ZCatalogueQuery = z.object({ q: text().trim().max(100).optional() });

export const ZLogisticEventsResponse = z.object({ data: z.array(ZLogisticEvent) });

export const ZLogisticEventForm = z.object({
  code: text({ error: MSG.configCatalogueCodeRequired })
    .trim()
    .min(1, MSG.configCatalogueCodeRequired)
    .max(20)
    .transform((v) => v.toUpperCase()),
  event: text({ error: MSG.configCatalogueNameRequired })
    .trim()
    .min(1, MSG.configCatalogueNameRequired)
    .max(80),
  active: z.boolean().default(true),
});
export type TLogisticEventForm = z.input<typeof ZLogisticEventForm>;

export const ZLogisticEventParams = z.object({ id_events: z.coerce.number().int().positive().max(32_000) });

export const ZDispatchTypeItem = z.object({
  idtipo_despachos: z.number().int(),
  descripcion: z.string(),
  active: z.boolean(),
});
export type TDispatchTypeItem = z.infer<typeof ZDispatchTypeItem>;

export const ZDispatchTypeListResponse = z.object({ data: z.array(ZDispatchTypeItem) });

export const ZDispatchTypeForm = z.object({
  descripcion: text({ error: MSG.configDispatchTypeRequired })
    .trim()
    .min(1, MSG.configDispatchTypeRequired)
    .max(80)
    .transform((v) => v.replace(/\s+/g, ' ')),
  active: z.boolean().default(true),
});
export type TDispatchTypeForm = z.input<typeof ZDispatchTypeForm>;

export const ZDispatchTypeParams = z.object({ id: idParam() });
