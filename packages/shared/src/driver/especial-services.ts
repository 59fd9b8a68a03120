import { z } from 'zod';
import { MSG } from '../messages';
import { ZClientId, ZOccurredAt } from './records';

// The special-transport service on the road (issue 24 item 6): a programmed service appears in its
// drivers' app with its FUEC (kept on the phone for a roadside check with no signal). The driver starts
// it, marks each point of the route done (pick-ups with who boarded and who did not show), and finishes
// it; every record carries a client id (idempotent resend) and goes through the app's outbox like the
// freight trips' records. API: GET /api/conductor/servicios, POST /api/conductor/servicios/registros.
//
// The route's points, by index: 0 the origin, 1…n the intermediate stops, n + 1 the destination.

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** What the FUEC printed (its snapshot at issue), for the app's FUEC screen. */
export const ZDriverFuec = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(['vigente', 'anulado']),
  issuedAt: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  route: z.string(),
  operator: z.object({ razonSocial: z.string(), nit: z.string(), phone: z.string() }),
  contract: z.object({
    number: z.number().int(),
    clientName: z.string(),
    clientNit: z.string(),
    objeto: z.string(),
    convenio: z.string(),
    responsibleName: z.string(),
    responsiblePhone: z.string(),
  }),
  vehicle: z.object({
    placa: z.string(),
    modelo: z.string(),
    marca: z.string(),
    clase: z.string(),
    numeroInterno: z.string(),
    tarjetaOperacion: z.string(),
  }),
  drivers: z.array(
    z.object({ nombre: z.string(), documento: z.string(), licencia: z.string(), licenciaVence: z.string() }),
  ),
  /** The public verification page (the QR's address). */
  verifyUrl: z.string(),
  /** The QR of verifyUrl as an SVG document, drawn by the server so the phone shows it offline. */
  qrSvg: z.string(),
});
export type TDriverFuec = z.infer<typeof ZDriverFuec>;

export const ZDriverServicePoint = z.object({
  index: z.number().int(),
  kind: z.enum(['origen', 'parada', 'destino']),
  name: z.string(),
  /** When the driver marked it done (null: not yet). */
  doneAt: z.string().nullable(),
  boarded: z.array(z.number().int()),
  noShow: z.array(z.number().int()),
});
export type TDriverServicePoint = z.infer<typeof ZDriverServicePoint>;

export const ZDriverService = z.object({
  id: z.number().int(),
  state: z.enum(['programada', 'en_curso', 'finalizada']),
  startsAt: z.string(),
  endsAt: z.string(),
  contract: z.object({ number: z.number().int(), clientName: z.string() }),
  points: z.array(ZDriverServicePoint),
  /** The funcionarios on board (may be empty: then only their count is known). */
  passengers: z.array(ZNamed),
  passengerCount: z.number().int(),
  vehicle: z.object({ plate: z.string() }).nullable(),
  drivers: z.array(z.object({ name: z.string(), document: z.string() })),
  observations: z.string(),
  fuec: ZDriverFuec.nullable(),
});
export type TDriverService = z.infer<typeof ZDriverService>;

export const ZDriverServiceList = z.object({ serverTime: z.string(), servicios: z.array(ZDriverService) });
export type TDriverServiceList = z.infer<typeof ZDriverServiceList>;

export const DRIVER_SERVICE_RECORD_KINDS = ['iniciar', 'punto', 'finalizar'] as const;
export type TDriverServiceRecordKind = (typeof DRIVER_SERVICE_RECORD_KINDS)[number];

const ZStaffIds = z
  .array(z.number({ error: MSG.drvSvcPassengersInvalid }).int().positive(), {
    error: MSG.drvSvcPassengersInvalid,
  })
  .max(200, MSG.drvSvcPassengersInvalid)
  .default([]);

export const ZDriverServiceRecordRequest = z
  .object({
    clientId: ZClientId,
    serviceId: z.number({ error: MSG.drvSvcNotFound }).int().positive(MSG.drvSvcNotFound),
    kind: z.enum(DRIVER_SERVICE_RECORD_KINDS, { error: MSG.drvSvcKindInvalid }),
    occurredAt: ZOccurredAt,
    /** The route point (kind 'punto' only). */
    point: z
      .number({ error: MSG.drvSvcPointInvalid })
      .int()
      .min(0, MSG.drvSvcPointInvalid)
      .nullable()
      .default(null),
    boarded: ZStaffIds,
    noShow: ZStaffIds,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'punto' && v.point === null)
      ctx.addIssue({ code: 'custom', message: MSG.drvSvcPointInvalid, path: ['point'] });
    const all = [...v.boarded, ...v.noShow];
    if (new Set(all).size !== all.length)
      ctx.addIssue({ code: 'custom', message: MSG.drvSvcPassengersInvalid, path: ['boarded'] });
  });
export type TDriverServiceRecordRequest = z.input<typeof ZDriverServiceRecordRequest>;

export const ZDriverServiceRecordResponse = z.object({
  clientId: z.string(),
  serviceId: z.number().int(),
  kind: z.enum(DRIVER_SERVICE_RECORD_KINDS),
  point: z.number().int().nullable(),
  occurredAt: z.string(),
  /** The service's state after the record. */
  state: z.enum(['programada', 'en_curso', 'finalizada']),
});
export type TDriverServiceRecordResponse = z.infer<typeof ZDriverServiceRecordResponse>;

/** The portal's view of the road (service detail): each point done, and how many boarded. */
export const ZServiceRoad = z.object({
  points: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      doneAt: z.string().nullable(),
      boarded: z.number().int(),
      noShow: z.number().int(),
      driver: z.string(),
    }),
  ),
  pointsDone: z.number().int(),
  boarded: z.number().int(),
});
export type TServiceRoad = z.infer<typeof ZServiceRoad>;
