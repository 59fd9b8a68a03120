import { z } from 'zod';
import { coordinatesPairIssue, ZLatitude, ZLongitude } from '../common/coordinates';
import { id, idParam, text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';
import { IMPORT_FORMATS } from '../movements/import-contracts';

// Issue 27 §1 turnos (enturnamiento): the calls of the portal's /empresa-transporte/turnos and of the
// drivers' app's 'Enturnarme'.

export const TURN_STATES = ['en_cola', 'ofrecido', 'asignado', 'cancelado'] as const;
export type TTurnState = (typeof TURN_STATES)[number];

export const TURN_DECLINE_POLICIES = ['al_final', 'pierde_puestos'] as const;
export type TTurnDeclinePolicy = (typeof TURN_DECLINE_POLICIES)[number];

/** What a company starts with until it saves its own rules. */
export const TURN_DEFAULTS = { declinePolicy: 'al_final', declinePlaces: 3, offerMinutes: 15 } as const;
export const TURN_LIMITS = { maxDeclinePlaces: 50, minOfferMinutes: 1, maxOfferMinutes: 240 } as const;

/** The reasons a driver may give when declining an offer (the app's list). */
export const TURN_DECLINE_REASONS = [
  { id: 'destino', label: 'No me sirve el destino' },
  { id: 'horario', label: 'No alcanzo el horario de cargue' },
  { id: 'descanso', label: 'Necesito descansar' },
  { id: 'vehiculo', label: 'El vehículo tiene una falla' },
  { id: 'personal', label: 'Motivo personal' },
] as const;
export type TTurnDeclineReason = (typeof TURN_DECLINE_REASONS)[number]['id'];
export const TURN_DECLINE_REASON_IDS = TURN_DECLINE_REASONS.map((r) => r.id) as [
  TTurnDeclineReason,
  ...TTurnDeclineReason[],
];
/** The reason recorded when an offer expires without an answer. */
export const TURN_EXPIRED_REASON = 'Sin respuesta';

/** Turn code as shown: T-0007. */
export function turnCode(numero: number): string {
  return `T-${String(numero).padStart(4, '0')}`;
}

export const ZTurnBranch = z.object({
  id: z.number().int(),
  nombre: z.string(),
  municipio: z.string(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
  radioM: z.number().int().nullable(),
});
export type TTurnBranch = z.infer<typeof ZTurnBranch>;

/** The radius a branch's yard may have, metres: a driver enturns only inside it. */
export const BRANCH_RADIUS_LIMITS = { min: 50, max: 50_000 } as const;

/**
 * PUT /turnos/sucursales/:id: where a branch's yard is. The branch itself (key, name) comes from the ERP;
 * its location is the company's: with coordinates and a radius, 'Enturnarme' is checked against them.
 */
export const ZBranchLocationForm = z
  .object({
    municipio: text().trim().max(100).default(''),
    latitud: ZLatitude.nullable().default(null),
    longitud: ZLongitude.nullable().default(null),
    radioM: z
      .number({ error: MSG.turnBranchRadiusInvalid })
      .int(MSG.turnBranchRadiusInvalid)
      .min(BRANCH_RADIUS_LIMITS.min, MSG.turnBranchRadiusInvalid)
      .max(BRANCH_RADIUS_LIMITS.max, MSG.turnBranchRadiusInvalid)
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    const issue = coordinatesPairIssue(v.latitud, v.longitud, ['latitud', 'longitud']);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
    if (v.radioM !== null && v.latitud === null)
      ctx.addIssue({ code: 'custom', message: MSG.turnBranchRadiusNeedsPoint, path: ['radioM'] });
  });
export type TBranchLocationForm = z.input<typeof ZBranchLocationForm>;

export const ZTurn = z.object({
  id: z.number().int(),
  codigo: z.string(),
  sucursalId: z.number().int(),
  sucursal: z.string(),
  clase: z.string(),
  placa: z.string(),
  conductor: z.string(),
  conductorDocumento: z.string(),
  estado: z.enum(TURN_STATES),
  /** 1-based place in its queue (branch and class). */
  puesto: z.number().int(),
  enturnadoAt: z.string(),
  esperaMin: z.number().int(),
  origen: z.enum(['portal', 'app']),
  elegible: z.boolean(),
  /** Why not eligible ('' when eligible). */
  motivoNoElegible: z.string(),
  oferta: z
    .object({ movimientoId: z.number().int(), manifiesto: z.string(), venceAt: z.string() })
    .nullable(),
});
export type TTurn = z.infer<typeof ZTurn>;

export const ZTurnQueueQuery = z.object({
  sucursal: idParam().optional(),
  clase: text().trim().max(40).optional(),
});
export type TTurnQueueQuery = z.input<typeof ZTurnQueueQuery>;

export const ZTurnQueueResponse = z.object({
  serverTime: z.string(),
  sucursales: z.array(ZTurnBranch),
  clases: z.array(z.string()),
  turnos: z.array(ZTurn),
});
export type TTurnQueueResponse = z.infer<typeof ZTurnQueueResponse>;

export const ZCreateTurnRequest = z.object({
  sucursalId: id(MSG.turnBranchNotFound),
  placa: text().trim().min(3, MSG.fleetPlacaInvalid).max(10, MSG.fleetPlacaInvalid),
  conductorDocumento: text().trim().min(3, MSG.turnDriverNotFound).max(20, MSG.turnDriverNotFound),
});
export type TCreateTurnRequest = z.input<typeof ZCreateTurnRequest>;

export const ZTurnIdParams = z.object({ id: idParam() });

export const ZOfferTurnRequest = z.object({ movimientoId: id(MSG.turnMovementNotFound) });
export type TOfferTurnRequest = z.input<typeof ZOfferTurnRequest>;

export const ZCancelTurnRequest = z.object({
  motivo: text(MSG.turnCancelReasonRequired).trim().min(3, MSG.turnCancelReasonRequired).max(200),
});
export type TCancelTurnRequest = z.input<typeof ZCancelTurnRequest>;

export const ZPendingMovement = z.object({
  id: z.number().int(),
  manifiesto: z.string(),
  sucursal: z.string(),
  origen: z.string(),
  destino: z.string(),
  fechaDespacho: z.string(),
});
export type TPendingMovement = z.infer<typeof ZPendingMovement>;
export const ZPendingMovementsQuery = z.object({ sucursal: idParam().optional() });
export const ZPendingMovementsResponse = z.object({ movimientos: z.array(ZPendingMovement) });
export type TPendingMovementsResponse = z.infer<typeof ZPendingMovementsResponse>;

export const ZTurnSettings = z.object({
  declinePolicy: z.enum(TURN_DECLINE_POLICIES),
  declinePlaces: z.number().int().min(1).max(TURN_LIMITS.maxDeclinePlaces),
  offerMinutes: z.number().int().min(TURN_LIMITS.minOfferMinutes).max(TURN_LIMITS.maxOfferMinutes),
});
export type TTurnSettings = z.infer<typeof ZTurnSettings>;

/** GET /turnos/historial and its export: Bogotá days, inclusive. */
export const ZTurnHistoryQuery = z.object({
  desde: ZCalendarDate,
  hasta: ZCalendarDate,
  sucursal: idParam().optional(),
});
export type TTurnHistoryQuery = z.input<typeof ZTurnHistoryQuery>;
export const ZTurnHistoryExportQuery = ZTurnHistoryQuery.extend({
  formato: z.enum(IMPORT_FORMATS).default('xlsx'),
});

export const ZTurnHistoryDay = z.object({
  sucursal: z.string(),
  dia: z.string(),
  turnos: z.number().int(),
  asignados: z.number().int(),
  cancelados: z.number().int(),
  /** Minutes from enturning to leaving the queue (assigned or cancelled); null when none left yet. */
  esperaMediana: z.number().nullable(),
  esperaP90: z.number().nullable(),
});
export type TTurnHistoryDay = z.infer<typeof ZTurnHistoryDay>;
export const ZTurnHistoryResponse = z.object({
  dias: z.array(ZTurnHistoryDay),
  rechazos: z.array(z.object({ motivo: z.string(), cantidad: z.number().int() })),
});
export type TTurnHistoryResponse = z.infer<typeof ZTurnHistoryResponse>;

// The drivers' app.
export const ZDriverTurnVehicle = z.object({ id: z.number().int(), placa: z.string(), clase: z.string() });
export const ZDriverTurnStatus = z.object({
  sucursales: z.array(ZTurnBranch),
  /** The vehicles this driver inspected today without an open critical item. */
  vehiculos: z.array(ZDriverTurnVehicle),
  turno: ZTurn.nullable(),
  motivosRechazo: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type TDriverTurnStatus = z.infer<typeof ZDriverTurnStatus>;

export const ZDriverTurnRequest = z.object({
  sucursalId: id(MSG.turnBranchNotFound),
  vehicleId: id(MSG.turnVehicleNotFound),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
});
export type TDriverTurnRequest = z.input<typeof ZDriverTurnRequest>;

export const ZDriverDeclineRequest = z.object({
  motivo: z.enum(TURN_DECLINE_REASON_IDS, { error: MSG.turnDeclineReasonInvalid }),
});
export type TDriverDeclineRequest = z.input<typeof ZDriverDeclineRequest>;
