import { z } from 'zod';
import { id, text } from '../common/scalars';
import { MSG } from '../messages';
import { ZCallerFields, zConfigNumber } from './fields';

// spec §2.8, §3 (generator, dispatch type, per-type record, configured event), §7 event-configuration calls.

export const GENERATORS_PER_PAGE = 15;

/** A catalogue event offered for picking (todos_eventos, array_events). */
export const ZCatalogueEvent = z.object({ id_events: z.number().int(), code: z.string(), event: z.string() });
export type TCatalogueEvent = z.infer<typeof ZCatalogueEvent>;

/** spec §3 configured event; id 0 = unsaved. */
export const ZConfiguredEvent = z.object({
  id: z.number().int(),
  code: z.string(),
  event: z.string(),
  id_events: z.number().int(),
  sequence: z.number().int(),
  photo_numbers: z.number().int(),
  photo_required: z.number().int(),
  time: z.number().int(),
  confirmation: z.boolean(),
  types_dispatches_clients_id: z.number().int(),
  available: z.boolean(),
});
export type TConfiguredEvent = z.infer<typeof ZConfiguredEvent>;

export const ZGeneratorRow = z.object({
  documento: z.string(),
  razon_social: z.string(),
  nombre: z.string(),
  /** Set when the generator has configured parameters (the state icon). */
  id_client: z.number().int().nullable(),
});
export type TGeneratorRow = z.infer<typeof ZGeneratorRow>;

export const ZLoadGeneratorsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const ZLoadGeneratorsRequest = z.object({
  ...ZCallerFields,
  selectgenerador: text().max(200).nullish(),
});
export type TLoadGeneratorsRequest = z.input<typeof ZLoadGeneratorsRequest>;

export const ZGeneratorsResponse = z.object({
  data: z.object({
    data: z.array(ZGeneratorRow),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
  }),
  generadores: z.array(z.object({ documento: z.string(), razon_social: z.string() })),
  array_events: z.array(ZCatalogueEvent),
  events_masiv_config_customer: z.array(ZConfiguredEvent),
  eventos_configurados_masiv: z.array(z.number().int()),
  existe_app_trazo: z.boolean(),
  url_ventas_trazo: z.string(),
});
export type TGeneratorsResponse = z.infer<typeof ZGeneratorsResponse>;

const ZNit = text({ error: MSG.configGeneratorUnknown }).trim().min(1, MSG.configGeneratorUnknown).max(20);

export const ZDispatchTypesRequest = z.object({ ...ZCallerFields, nit_generador: ZNit });
export type TDispatchTypesRequest = z.input<typeof ZDispatchTypesRequest>;

export const ZDispatchTypeOption = z.object({
  idtipo_despachos: z.number().int(),
  descripcion: z.string(),
  tipo_despacho_trazo: z.string(),
  /** The generator's configuration of this type, when saved. */
  code_type_dispatch: z.number().int().nullable(),
});
export type TDispatchTypeOption = z.infer<typeof ZDispatchTypeOption>;

export const ZDispatchTypesResponse = z.object({
  data: z.array(ZDispatchTypeOption),
  p_configurables: z.array(ZDispatchTypeOption),
});
export type TDispatchTypesResponse = z.infer<typeof ZDispatchTypesResponse>;

export const ZTypeEventsRequest = z.object({
  ...ZCallerFields,
  json_tipodespachos: z.array(id()).min(1, MSG.configDispatchTypesRequired).max(200),
  nit_generador: ZNit,
});
export type TTypeEventsRequest = z.input<typeof ZTypeEventsRequest>;

/** spec §3 per-type record. */
export const ZTypeRecord = z.object({
  idtipo_despachos: z.number().int(),
  tipo_despacho: z.string(),
  estado_tipo_despacho: z.union([z.literal(0), z.literal(1)]),
  types_dispatches_clients_id: z.number().int(),
  contain: z.boolean(),
  editable: z.boolean(),
  todos_eventos: z.array(ZCatalogueEvent),
  eventos: z.array(ZConfiguredEvent),
});
export type TTypeRecord = z.infer<typeof ZTypeRecord>;

export const ZTypeEventsResponse = z.object({ data: z.record(z.string(), ZTypeRecord) });
export type TTypeEventsResponse = z.infer<typeof ZTypeEventsResponse>;

/** One event to save: its order comes from `sequence` (event 5 is always put first). */
export const ZEventInput = z
  .object({
    id_events: z.number().int().positive().max(32_000),
    sequence: z.number().int().min(0).max(1000),
    photo_numbers: zConfigNumber(),
    photo_required: zConfigNumber(),
    time: zConfigNumber(),
    confirmation: z.boolean().default(false),
  })
  .refine((e) => e.photo_required <= e.photo_numbers, {
    message: MSG.checklistRequiredTooHigh,
    path: ['photo_required'],
  });
export type TEventInput = z.input<typeof ZEventInput>;

const ZEventList = z
  .array(ZEventInput)
  .max(100)
  .refine((list) => new Set(list.map((e) => e.id_events)).size === list.length, MSG.configEventRepeated);

export const ZSaveEventsRequest = z.object({
  ...ZCallerFields,
  nit_generador: ZNit,
  eventos: z
    .array(z.object({ idtipo_despachos: id(), eventos: ZEventList }))
    .min(1, MSG.configDispatchTypesRequired)
    .max(200),
});
export type TSaveEventsRequest = z.input<typeof ZSaveEventsRequest>;

export const ZSaveMassEventsRequest = z.object({ ...ZCallerFields, eventos: ZEventList });
export type TSaveMassEventsRequest = z.input<typeof ZSaveMassEventsRequest>;

export const ZMassEventsResponse = z.object({ message: z.string(), data: z.array(ZConfiguredEvent) });
export type TMassEventsResponse = z.infer<typeof ZMassEventsResponse>;

export const ZDeleteDispatchTypeRequest = z.object({
  ...ZCallerFields,
  types_dispatches_clients_id: id(),
  nit_generador: ZNit,
});
export type TDeleteDispatchTypeRequest = z.input<typeof ZDeleteDispatchTypeRequest>;

export const ZDeleteEventRequest = z.object({
  ...ZCallerFields,
  id_event: id(),
  nit_generador: ZNit,
});
export type TDeleteEventRequest = z.input<typeof ZDeleteEventRequest>;

export const ZDeleteMassEventRequest = z.object({
  ...ZCallerFields,
  id_event: id(),
});
export type TDeleteMassEventRequest = z.input<typeof ZDeleteMassEventRequest>;
