import { z } from 'zod';
import { text, ZCalendarDate } from '../common/scalars';
import { optionalLine, requiredLine } from '../especiales/fields';
import { MSG } from '../messages';
import { IMPORT_FORMATS } from '../movements/import-contracts';
import { ZPage, ZPageQuery } from '../users/pagination';

// Fleet documents (issue 24 item 4), shared by the special-transport operator (/especiales/vehiculos,
// /especiales/conductores) and the transport company (/empresa-transporte/configuracion/documentos-flota).
// API: /api/especiales/flota/* and /api/empresa/flota/*.

export const VEHICLE_DOCUMENT_KINDS = [
  'soat',
  'tecnomecanica',
  'tarjeta_operacion',
  'poliza_contractual',
  'poliza_extracontractual',
] as const;
export const DRIVER_DOCUMENT_KINDS = ['licencia'] as const;
export const FLEET_DOCUMENT_KINDS = [...VEHICLE_DOCUMENT_KINDS, ...DRIVER_DOCUMENT_KINDS] as const;
export type TFleetDocumentKind = (typeof FLEET_DOCUMENT_KINDS)[number];
export const FLEET_DOCUMENT_LABELS: Record<TFleetDocumentKind, string> = {
  soat: 'SOAT',
  tecnomecanica: 'Revisión técnico-mecánica',
  tarjeta_operacion: 'Tarjeta de operación',
  poliza_contractual: 'Póliza de responsabilidad civil contractual',
  poliza_extracontractual: 'Póliza de responsabilidad civil extracontractual',
  licencia: 'Licencia de conducción',
};

/** vigente; por_vencer within FLEET_EXPIRY_WARNING_DAYS; vencido; falta (never filed). */
export const FLEET_DOCUMENT_STATES = ['vigente', 'por_vencer', 'vencido', 'falta'] as const;
export type TFleetDocumentState = (typeof FLEET_DOCUMENT_STATES)[number];
export const FLEET_DOCUMENT_STATE_LABELS: Record<TFleetDocumentState, string> = {
  vigente: MSG.fleetStateVigente,
  por_vencer: MSG.fleetStatePorVencer,
  vencido: MSG.fleetStateVencido,
  falta: MSG.fleetStateFalta,
};
export const FLEET_EXPIRY_WARNING_DAYS = 30;
/** The lists' state filter: a document's states, and 'vencido or por vencer' (Inicio's counters). */
export const FLEET_FILTER_STATES = [...FLEET_DOCUMENT_STATES, 'por_vencer_o_vencido'] as const;
export type TFleetFilterState = (typeof FLEET_FILTER_STATES)[number];
export const FLEET_FILTER_STATE_LABELS: Record<TFleetFilterState, string> = {
  ...FLEET_DOCUMENT_STATE_LABELS,
  por_vencer_o_vencido: MSG.fleetStateDue,
};
export const FLEET_FILE_LIMITS = { maxBytes: 5 * 1024 * 1024, fieldName: 'archivo' } as const;
export const LICENCE_CATEGORIES = ['A1', 'A2', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3'] as const;

export const ZFleetDocument = z.object({
  kind: z.enum(FLEET_DOCUMENT_KINDS),
  number: z.string(),
  issuer: z.string(),
  category: z.string(),
  expiresOn: z.string(),
  state: z.enum(FLEET_DOCUMENT_STATES),
  /** A signed link to the photo or PDF, null when none was uploaded. */
  fileUrl: z.string().nullable(),
});
export type TFleetDocument = z.infer<typeof ZFleetDocument>;

export const ZFleetVehicle = z.object({
  id: z.number().int(),
  placa: z.string(),
  clase: z.string(),
  numeroInterno: z.string(),
  marca: z.string(),
  modelo: z.string(),
  /** One per vehicle kind, in VEHICLE_DOCUMENT_KINDS order; `falta` ones carry empty fields. */
  documents: z.array(ZFleetDocument),
});
export type TFleetVehicle = z.infer<typeof ZFleetVehicle>;
export const ZFleetVehiclePage = ZPage(ZFleetVehicle);

export const ZFleetDriver = z.object({
  id: z.number().int(),
  documento: z.string(),
  nombre: z.string(),
  telefono: z.string(),
  documents: z.array(ZFleetDocument),
});
export type TFleetDriver = z.infer<typeof ZFleetDriver>;
export const ZFleetDriverPage = ZPage(ZFleetDriver);

export const ZFleetQuery = ZPageQuery.extend({
  q: text().trim().max(100).optional(),
  estado: z.enum(FLEET_FILTER_STATES).optional(),
});
export type TFleetQuery = z.input<typeof ZFleetQuery>;
export const ZFleetExportQuery = z.object({
  formato: z.enum(IMPORT_FORMATS).default('xlsx'),
  q: text().trim().max(100).optional(),
  estado: z.enum(FLEET_FILTER_STATES).optional(),
});

export const ZPlaca = text({ error: MSG.fleetPlacaInvalid })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,10}$/, MSG.fleetPlacaInvalid));

export const ZFleetVehicleForm = z.object({
  placa: ZPlaca,
  clase: optionalLine(40),
  numeroInterno: optionalLine(20),
  marca: optionalLine(60),
  modelo: optionalLine(20),
});
export type TFleetVehicleForm = z.input<typeof ZFleetVehicleForm>;

export const ZFleetKindParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  kind: z.enum(FLEET_DOCUMENT_KINDS, { error: MSG.fleetDocumentKindInvalid }),
});

/** The multipart fields of a document (the file, when sent, in `archivo`). */
export const ZFleetDocumentFields = z.object({
  number: requiredLine(40, MSG.fleetDocumentNumberRequired),
  issuer: optionalLine(150),
  category: text()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.union([z.enum(LICENCE_CATEGORIES), z.literal('')], { error: MSG.fleetCategoryInvalid }))
    .default(''),
  expiresOn: ZCalendarDate,
});
export type TFleetDocumentFields = z.input<typeof ZFleetDocumentFields>;

/** A blocking document (expired, missing or ending before the service does). */
export const ZBlockingDocument = z.object({
  subject: z.string(),
  kind: z.enum(FLEET_DOCUMENT_KINDS),
  expiresOn: z.string().nullable(),
  message: z.string(),
});
export type TBlockingDocument = z.infer<typeof ZBlockingDocument>;
