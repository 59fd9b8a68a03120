import { z } from 'zod';
import { idParam, text, ZCalendarDate } from '../common/scalars';
import { ZDeliveryProof } from '../driver/delivery';
import { ZInspectionAlert } from '../driver/inspection';
import { LATE_REASON_CODES, ZAppointments, ZLateness } from '../lateness/contracts';
import { MSG } from '../messages';
import { ZBranch, ZLookupRecord } from './contracts';
import { MOVEMENT_STATE_CODES } from './event-types';
import { MOVEMENT_INDICATOR_CODES } from './indicators';
import { MOVEMENT_LIMITS } from './limits';

// Movement views (issue 4 §4): the transport company's 'Movimientos APP', detallemovimiento and
// pendientes (role 5), and the generator's mov-transporte and pendientes (role 2). The same endpoints
// serve both roles; the server scopes every answer to the caller's company (role 5) or, for a
// generator, to the consignments of their own generator.

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, MSG.fieldTooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/** GET /api/movimientos and /api/movimientos/pendientes (query string). */
const ZMovementListFields = z.object({
  /** Dispatch date from (inclusive). */
  fecha_inicio: ZCalendarDate.optional(),
  /** Dispatch date to (inclusive). */
  fecha_fin: ZCalendarDate.optional(),
  /** Manifest number, prefix match. */
  manifiesto: optionalText(30),
  /** Vehicle plate, exact (case-insensitive, spaces and dashes ignored). */
  placa: optionalText(10),
  /** Generator id (from /api/movimientos/filtros); ignored for role 2, always their own. */
  generador: idParam().optional(),
  estado: z.enum(MOVEMENT_STATE_CODES).optional(),
  /** 'si': only late movements ('Retrasados'); a reason code: late for that reason (issue 26 item 2). */
  retraso: z.enum(['si', ...LATE_REASON_CODES], { error: MSG.lateFilterInvalid }).optional(),
  /** An Inicio counter's list (issue 26): the same predicate the counter counts. */
  indicador: z.enum(MOVEMENT_INDICATOR_CODES).optional(),
});

const isValidRange = (q: { fecha_inicio?: string; fecha_fin?: string }) =>
  !q.fecha_inicio || !q.fecha_fin || q.fecha_inicio <= q.fecha_fin;
const rangeError = () => ({ message: MSG.dateRangeInvalid, path: ['fecha_fin'] });

export const ZMovementListQuery = ZMovementListFields.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MOVEMENT_LIMITS.listMaxPerPage).default(15),
}).refine(isValidRange, rangeError());
export type TMovementListQuery = z.input<typeof ZMovementListQuery>;

/** GET /api/movimientos/exportar: the list's filters, the whole filtered set as xlsx or csv (issue 26 §7). */
export const ZMovementExportQuery = ZMovementListFields.extend({
  formato: z.enum(['xlsx', 'csv']).default('xlsx'),
  /** '1': only the open movements, as /pendientes lists them. */
  pendientes: z.enum(['1']).optional(),
}).refine(isValidRange, rangeError());
export type TMovementExportQuery = z.input<typeof ZMovementExportQuery>;

export const ZMovementState = z.object({ code: z.enum(MOVEMENT_STATE_CODES), label: z.string() });

export const ZMovementListItem = z.object({
  id: z.number().int(),
  manifiesto_numero: z.string(),
  /** ISO 8601. */
  fecha_despacho: z.string(),
  vehiculo_placa: z.string(),
  conductor_nombre: z.string(),
  sucursal: z.string(),
  origen_descripcion: z.string(),
  destino_descripcion: z.string(),
  /** Generator names among the (visible) consignments. */
  generadores: z.array(z.string()),
  /** Number of (visible) consignments. */
  remesas: z.number().int(),
  /** Sum of peso_final of the visible consignments, kg. */
  peso_total: z.number(),
  estado: ZMovementState,
  /** Visible consignments whose delivery was rejected (delivery-state.ts), so 'Con novedad' says why. */
  remesas_rechazadas: z.number().int(),
  ultimo_evento: z
    .object({ id_events: z.number().int(), event: z.string(), created_at: z.string() })
    .nullable(),
  /** When the ERP or an import last changed it (ISO). */
  sincronizado_at: z.string(),
  /**
   * Not started and its vehicle has an unfixed failed critical item in today's inspection: the driver
   * cannot start until the company records the fix (issue 22 item 9).
   */
  bloqueado_inspeccion: z.boolean(),
  /** Late and why (issue 26 item 2); null when on time. */
  retraso: ZLateness,
});
export type TMovementListItem = z.infer<typeof ZMovementListItem>;

/** The spec's pagination object (spec §7 /cargar_generadores_customers): from/to are null when empty. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
  });
}

export const ZMovementListResponse = paginated(ZMovementListItem);
export type TMovementListResponse = z.infer<typeof ZMovementListResponse>;

/** One consignment in the detail: the lookup record, unmasked, plus what the company and generator may see. */
export const ZConsignmentDetail = ZLookupRecord.omit({ direcciones_visibles: true })
  .extend({
    /** Always shown to the company and its generators (only the public lookup may withhold it). */
    valor_declarado: z.number(),
    generador_nit: z.string(),
    documento_cliente: z.string(),
    tipo_despacho: z.string(),
    /** Delivered or rejected (estado_entrega entregada or rechazada). */
    cerrada: z.boolean(),
  })
  .extend(ZAppointments.shape);
export type TConsignmentDetail = z.infer<typeof ZConsignmentDetail>;

export const ZMovementIdParams = z.object({ id: idParam() });

/** GET /api/movimientos/manifiesto/:manifiesto — the same detail by manifest number (shareable links). */
export const ZMovementManifestParams = z.object({ manifiesto: text().trim().min(1).max(30) });

/** One 'Cambiar conductor' of the movement: when, by whom, from → to (names as they were then). */
export const ZDriverChange = z.object({
  id: z.number().int(),
  at: z.string(),
  por: z.string(),
  de: z.string(),
  a: z.string(),
});
export type TDriverChange = z.infer<typeof ZDriverChange>;

/** GET /api/movimientos/:id (detallemovimiento). A generator sees only their consignments. */
export const ZMovementDetail = z.object({
  id: z.number().int(),
  manifiesto_numero: z.string(),
  fecha_despacho: z.string(),
  vehiculo: z.object({ placa: z.string(), marca: z.string(), modelo: z.string(), serie: z.string() }),
  /** `id` lets the company change the movement's driver (PUT /api/movimientos/:id/conductor). */
  conductor: z.object({
    id: z.number().int(),
    documento: z.string(),
    nombre: z.string(),
    telefono: z.string(),
  }),
  sucursal: ZBranch,
  origen_descripcion: z.string(),
  destino_descripcion: z.string(),
  estado: ZMovementState,
  /** Late and why (issue 26 item 2); null when on time. */
  retraso: ZLateness,
  sincronizado_at: z.string(),
  remesas: z.array(ZConsignmentDetail),
  /** Inspections of the trip's vehicle with a failed critical item (role 5 only; [] for a generator). */
  alertas_inspeccion: z.array(ZInspectionAlert),
  /** Deliveries the drivers' app recorded, with the distance to the destination (visible consignments). */
  entregas_conductor: z.array(ZDeliveryProof),
  /** The driver changes made in the portal, oldest first (role 5 only; [] for a generator). */
  cambios_conductor: z.array(ZDriverChange),
});
export type TMovementDetail = z.infer<typeof ZMovementDetail>;

/** GET /api/movimientos/filtros: options for the list filters (scoped like the list). */
export const ZMovementFiltersResponse = z.object({
  generadores: z.array(z.object({ id: z.number().int(), nit: z.string(), nombre: z.string() })),
  sucursales: z.array(ZBranch),
  estados: z.array(ZMovementState),
});
export type TMovementFiltersResponse = z.infer<typeof ZMovementFiltersResponse>;

/** GET /api/movimientos/bloqueados (role 5): trips stopped by a failed critical item, for Inicio. */
export const ZBlockedTrip = z.object({
  id: z.number().int(),
  manifiesto_numero: z.string(),
  vehiculo_placa: z.string(),
  conductor_nombre: z.string(),
  fecha_despacho: z.string(),
});
export type TBlockedTrip = z.infer<typeof ZBlockedTrip>;
export const ZBlockedTripsResponse = z.object({ data: z.array(ZBlockedTrip) });
export type TBlockedTripsResponse = z.infer<typeof ZBlockedTripsResponse>;
