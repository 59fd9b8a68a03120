import { z } from 'zod';
import { id, idParam, text, ZCalendarDate } from '../common/scalars';
import { ZServiceRoad } from '../driver/especial-services';
import { MSG } from '../messages';
import { IMPORT_FORMATS } from '../movements/import-contracts';
import { ZPage, ZPageQuery } from '../users/pagination';

// /especiales/solicitudes-transporte-especial and the history (spec §2.1, §2.7 Servicios; issue 24 items
// 3, 7, 8): the operator's service requests, their states and every change. API: /api/especiales/solicitudes.

export const SERVICE_STATES = [
  'solicitada',
  'programada',
  'en_curso',
  'finalizada',
  'cancelada',
  'rechazada',
] as const;
export type TServiceState = (typeof SERVICE_STATES)[number];
export const SERVICE_STATE_LABELS: Record<TServiceState, string> = {
  solicitada: 'Solicitada',
  programada: 'Programada',
  en_curso: 'En curso',
  finalizada: 'Finalizada',
  cancelada: 'Cancelada',
  rechazada: 'Rechazada',
};

/**
 * The transitions the dispatcher may make (programada → programada re-assigns the vehicle or drivers).
 * Anything else is a 409. Cancelling and rejecting need a reason.
 */
export const SERVICE_TRANSITIONS: Record<TServiceState, readonly TServiceState[]> = {
  solicitada: ['programada', 'cancelada', 'rechazada'],
  programada: ['programada', 'en_curso', 'cancelada'],
  en_curso: ['finalizada'],
  finalizada: [],
  cancelada: [],
  rechazada: [],
};
/** States that hold a vehicle and its drivers (an overlap with another such service is refused). */
export const SERVICE_BUSY_STATES = ['programada', 'en_curso'] as const satisfies readonly TServiceState[];

export const VEHICLE_CLASSES = ['automovil', 'campero', 'camioneta', 'microbus', 'buseta', 'bus'] as const;
export type TVehicleClass = (typeof VEHICLE_CLASSES)[number];
export const VEHICLE_CLASS_LABELS: Record<TVehicleClass, string> = {
  automovil: 'Automóvil',
  campero: 'Campero',
  camioneta: 'Camioneta',
  microbus: 'Microbús',
  buseta: 'Buseta',
  bus: 'Bus',
};

export const SERVICE_LIMITS = {
  maxStops: 10,
  maxPassengers: 80,
  maxDrivers: 3,
  minDurationMinutes: 15,
  maxDurationMinutes: 24 * 60,
} as const;

const ZTime = text({ error: MSG.espSvcTimeInvalid }).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  MSG.espSvcTimeInvalid,
);
const ids = (max: number, message: string) =>
  z
    .array(id(message))
    .max(max, message)
    .default([])
    .transform((list) => [...new Set(list)]);

export const ZServiceForm = z
  .object({
    date: ZCalendarDate,
    startTime: ZTime,
    durationMinutes: z
      .number({ error: MSG.espSvcDurationInvalid })
      .int(MSG.espSvcDurationInvalid)
      .min(SERVICE_LIMITS.minDurationMinutes, MSG.espSvcDurationInvalid)
      .max(SERVICE_LIMITS.maxDurationMinutes, MSG.espSvcDurationInvalid),
    contractId: id(MSG.espSvcContractRequired),
    originId: id(MSG.espSvcOriginRequired),
    destinationId: id(MSG.espSvcDestinationRequired),
    /** Intermediate stops, in order (a place may not repeat). */
    stopIds: z
      .array(id(MSG.espSvcPlaceUnknown))
      .max(SERVICE_LIMITS.maxStops, MSG.espSvcTooManyStops)
      .default([]),
    passengerIds: ids(SERVICE_LIMITS.maxPassengers, MSG.espSvcPassengersInvalid),
    /** When no funcionarios are chosen; with them, it is their number. */
    passengerCount: z
      .number({ error: MSG.espSvcPassengersInvalid })
      .int(MSG.espSvcPassengersInvalid)
      .min(1, MSG.espSvcPassengersInvalid)
      .max(SERVICE_LIMITS.maxPassengers, MSG.espSvcPassengersInvalid)
      .nullable()
      .default(null),
    costCentreId: id(MSG.espSvcCostCentreRequired),
    vehicleClass: z.enum(VEHICLE_CLASSES, { error: MSG.espSvcVehicleClassInvalid }),
    roundTrip: z.boolean().default(false),
    observations: text().trim().max(1000, MSG.espSvcObservationsTooLong).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.passengerIds.length === 0 && v.passengerCount === null) {
      ctx.addIssue({ code: 'custom', message: MSG.espSvcPassengersRequired, path: ['passengerCount'] });
    }
    if (v.originId === v.destinationId && !v.roundTrip && v.stopIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: MSG.espSvcSamePlace, path: ['destinationId'] });
    }
  });
export type TServiceForm = z.input<typeof ZServiceForm>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZServiceDriver = z.object({ id: z.number().int(), name: z.string(), document: z.string() });

export const ZService = z.object({
  id: z.number().int(),
  state: z.enum(SERVICE_STATES),
  date: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  contract: z.object({
    id: z.number().int(),
    number: z.number().int(),
    clientName: z.string(),
    clientNit: z.string(),
  }),
  origin: ZNamed,
  destination: ZNamed,
  stops: z.array(ZNamed),
  passengers: z.array(ZNamed),
  passengerCount: z.number().int(),
  costCentre: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  vehicleClass: z.enum(VEHICLE_CLASSES),
  roundTrip: z.boolean(),
  observations: z.string(),
  vehicle: z.object({ id: z.number().int(), plate: z.string() }).nullable(),
  drivers: z.array(ZServiceDriver),
  /** The reason of a cancellation or rejection. */
  reason: z.string(),
});
export type TService = z.infer<typeof ZService>;
export const ZServicePage = ZPage(ZService);
export type TServicePage = z.infer<typeof ZServicePage>;

export const ZServiceChange = z.object({
  at: z.string(),
  user: z.string(),
  fromState: z.enum(SERVICE_STATES).nullable(),
  toState: z.enum(SERVICE_STATES),
  reason: z.string(),
  detail: z.string(),
});
export type TServiceChange = z.infer<typeof ZServiceChange>;
export const ZServiceDetail = ZService.extend({
  changes: z.array(ZServiceChange),
  /** The drivers' app records (issue 24 item 6): each route point done and who boarded. */
  road: ZServiceRoad,
});
export type TServiceDetail = z.infer<typeof ZServiceDetail>;

/** The board's and the history's filters (all optional; dates are the service's Bogotá day). */
const filterShape = {
  desde: ZCalendarDate.optional(),
  hasta: ZCalendarDate.optional(),
  estado: z.enum(SERVICE_STATES, { error: MSG.espSvcStateInvalid }).optional(),
  cliente: text()
    .trim()
    .regex(/^\d{0,15}$/, MSG.espNitInvalid)
    .optional(),
  centro: idParam().optional(),
  vehiculo: idParam().optional(),
  conductor: idParam().optional(),
};
export const ZServiceFilter = z.object(filterShape);
export type TServiceFilter = z.output<typeof ZServiceFilter>;
export const ZServiceQuery = ZPageQuery.extend({
  ...filterShape,
  /** The board reads forward in time (asc), the history newest first (desc). */
  orden: z.enum(['asc', 'desc']).default('asc'),
});
/** What a client sends (every field optional: the server defaults page, per_page and orden). */
export type TServiceQuery = Partial<z.output<typeof ZServiceQuery>>;
export const ZServiceExportQuery = z.object({
  ...filterShape,
  formato: z.enum(IMPORT_FORMATS).default('xlsx'),
});

export const ZServiceTotals = z.object({
  byCostCentre: z.array(
    z.object({
      costCentreId: z.number().int(),
      code: z.string(),
      name: z.string(),
      clientName: z.string(),
      services: z.number().int(),
      passengers: z.number().int(),
    }),
  ),
  byClient: z.array(
    z.object({
      clientNit: z.string(),
      clientName: z.string(),
      services: z.number().int(),
      passengers: z.number().int(),
    }),
  ),
  services: z.number().int(),
  passengers: z.number().int(),
});
export type TServiceTotals = z.infer<typeof ZServiceTotals>;

const ZStateCounts = z.record(z.enum(SERVICE_STATES), z.number().int());
export const ZServiceSummary = z.object({
  today: z.string(),
  tomorrow: z.string(),
  todayByState: ZStateCounts,
  tomorrowByState: ZStateCounts,
  /** Solicitadas from today on, waiting to be programmed. */
  waiting: z.number().int(),
});
export type TServiceSummary = z.infer<typeof ZServiceSummary>;

/** The operator's vehicles and drivers, for the programming picker. */
export const ZServiceResources = z.object({
  vehicles: z.array(z.object({ id: z.number().int(), plate: z.string(), brand: z.string() })),
  drivers: z.array(ZServiceDriver),
});
export type TServiceResources = z.infer<typeof ZServiceResources>;

export const ZProgramServiceBody = z.object({
  vehicleId: id(MSG.espSvcVehicleRequired),
  driverIds: z
    .array(id(MSG.espSvcDriversInvalid))
    .min(1, MSG.espSvcDriversInvalid)
    .max(SERVICE_LIMITS.maxDrivers, MSG.espSvcDriversInvalid)
    .refine((list) => new Set(list).size === list.length, MSG.espSvcDriversInvalid),
});
export type TProgramServiceBody = z.input<typeof ZProgramServiceBody>;

export const ZServiceTransitionBody = z
  .object({
    to: z.enum(['en_curso', 'finalizada', 'cancelada', 'rechazada'], { error: MSG.espSvcStateInvalid }),
    reason: text().trim().max(500, MSG.espSvcReasonRequired).default(''),
  })
  .superRefine((v, ctx) => {
    if ((v.to === 'cancelada' || v.to === 'rechazada') && v.reason === '') {
      ctx.addIssue({ code: 'custom', message: MSG.espSvcReasonRequired, path: ['reason'] });
    }
  });
export type TServiceTransitionBody = z.input<typeof ZServiceTransitionBody>;
export const ZServiceIdParams = z.object({ id: idParam() });

/** The 409's message for a transition the state machine does not allow. */
export function illegalTransitionMessage(from: TServiceState, to: TServiceState): string {
  return `No se puede pasar un servicio de ${SERVICE_STATE_LABELS[from]} a ${SERVICE_STATE_LABELS[to]}.`;
}
