import { z } from 'zod';
import { idParam } from '../common/scalars';
import { ZEventPlan } from '../configuration/event-plan';
import { CONSIGNMENT_STATE_CODES } from '../movements/delivery-state';
import { MOVEMENT_STATE_CODES } from '../movements/event-types';

/*
 * The drivers' trips API (issue 10 items 3–6; DRIVER-DESIGN.md). Contract files: trips.ts (this one: the
 * protocol and the trips), records.ts (photos, events, the shared record fields), inspection.ts,
 * delivery.ts. Every route is under /api/conductor, `Authorization: Bearer <device token>` (access.ts).
 *
 * HOW RECORDS AND PHOTOS TRAVEL
 * 1. Every record (photo, event, inspection, delivery) gets a client-generated `clientId` (UUID, v7
 *    preferred) when the driver makes it, and is kept in the phone's outbox until the server accepts it.
 * 2. Photos first, one per request: `POST /api/conductor/fotos`, multipart/form-data, the text field
 *    `clientId` BEFORE the file field `foto`. The server sniffs the bytes (jpeg, png, webp), caps the size
 *    (DRIVER_RECORD_LIMITS.photoMaxBytes → 413) and stores it. 201 new, 200 resend (same answer).
 *    The signatures (inspection, delivery) are photos too: a PNG uploaded the same way.
 * 3. Then the record, JSON, referencing its photos by their clientIds (`photos`, `signaturePhotoId`, …).
 *    If any referenced photo has not arrived yet the server answers **425** (Too Early) with
 *    `errors.fotosPendientes = [clientIds]` and writes nothing: upload those photos, then resend the record.
 * 4. A resend of a record with a clientId the company already has answers **200 with the stored
 *    record** (the first time: 201) and writes nothing. The same clientId with another kind of record, or
 *    from another driver, is a 409.
 * 5. Send the outbox in order (a trip's INICIAR VIAJE before its other events).
 *
 * ANSWER CODES the outbox must tell apart (every error body is `{ message, errors? }`, message Spanish):
 * - 200/201 done (remove from the outbox). 401 the device session ended (sign in again; keep the outbox).
 * - 425 photos pending (upload them, retry). 423 trip start blocked: a critical inspection item is
 *   rated Malo/Muy malo and the company has not recorded the fix (show the message; retry later).
 * - 428 a precondition is missing: the vehicle's inspection of the day before INICIAR VIAJE, or
 *   INICIAR VIAJE before any other record of the trip (send that first; retry).
 * - 404 not the driver's trip / consignment; 409 conflicts that a retry will not fix (event already
 *   recorded, out of the plan's order, consignment already closed, inspection already made today,
 *   clientId reused); 413 photo too large; 422 invalid fields. These are final: show them, drop the record.
 * - 429 and 5xx / network errors: retry with backoff.
 *
 * THE RULES the server enforces
 * - Only the driver's own trips of their company (movements.driver_id), else 404.
 * - INICIAR VIAJE (5) is the trip's first record and needs the driver's own inspection of the vehicle of
 *   that day (Bogotá date of `occurredAt`) and no unfixed failed critical item on the vehicle that day. Starting freezes each consignment's plan
 *   (the `plan` below: `frozen` turns true), so later configuration edits do not change the trip.
 * - Other events: in the consignment's plan; in its `sequence` order (event-order.ts): each after every
 *   planned event before it (409 naming the missing ones; issue 22 item 6); each planned event once per consignment; photos between the plan's `photo_required` and `photo_numbers`;
 *   `confirmed: true` where the plan's event has `confirmation`.
 * - Deliveries (10 pendiente, 11 exitosa, 12 rechazada) come after every other planned event (409 while
 *   one is missing), whether or not the plan lists them (when it does, its photo numbers apply); 11 and
 *   12 close the consignment.
 * - Times: `occurredAt` may not be more than DRIVER_RECORD_LIMITS.futureToleranceMinutes ahead of the
 *   server, nor older than maxAgeDays.
 */

// ── GET /api/conductor/viajes and GET /api/conductor/viajes/:id ──

export const ZDriverTripParams = z.object({ id: idParam() });

export const ZDriverRecordedEvent = z.object({
  /** movement_events id. */
  id: z.number().int(),
  eventId: z.number().int(),
  event: z.string(),
  occurredAt: z.string(),
  /** The app's clientId when the drivers' app recorded it; null when the ERP did. */
  clientId: z.string().nullable(),
  /** The driver's note ('' when none; a delivery's note too). */
  note: z.string(),
});
export type TDriverRecordedEvent = z.infer<typeof ZDriverRecordedEvent>;

export const ZDriverConsignment = z.object({
  id: z.number().int(),
  remesaNumero: z.string(),
  destinatario: z.object({
    nombre: z.string(),
    documento: z.string(),
    direccion: z.string(),
    zona: z.string(),
    /** As the ERP sent it; the app makes it a `tel:` link. */
    telefono: z.string(),
  }),
  destinoDescripcion: z.string(),
  /** Where it is loaded (the sender's address and the origin): remesas with the same place share loading events. */
  origen: z.object({ direccion: z.string(), zona: z.string(), descripcion: z.string() }),
  /** The destination's coordinates when the ERP sent them (the delivery distance is measured to them). */
  destino: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  carga: z.object({
    producto: z.string(),
    empaque: z.string(),
    unidades: z.number(),
    pesoKg: z.number(),
  }),
  generador: z.string(),
  estadoEntrega: z.enum(CONSIGNMENT_STATE_CODES),
  /** The resolved plan: live before the start, frozen (the snapshot) after it. */
  plan: ZEventPlan.extend({ frozen: z.boolean() }),
  /** What the timeline already has for this consignment (its own events and the manifest-wide ones). */
  recorded: z.array(ZDriverRecordedEvent),
});
export type TDriverConsignment = z.infer<typeof ZDriverConsignment>;

export const ZVehicleInspectionStatus = z.object({
  /**
   * The driver has their own inspection of this vehicle today (Bogotá). Another driver's does not count
   * (PESV paso 16: a change of driver asks the new driver for their own inspection).
   */
  done: z.boolean(),
  /**
   * A critical item failed (in any driver's inspection of the vehicle today) and the company has not
   * recorded the fix: INICIAR VIAJE answers 423.
   */
  blocked: z.boolean(),
  /** Another driver inspected this vehicle today; this driver still has to make their own. */
  byOtherDriver: z.boolean(),
  inspectionId: z.number().int().nullable(),
  inspectedAt: z.string().nullable(),
});
export type TVehicleInspectionStatus = z.infer<typeof ZVehicleInspectionStatus>;

export const ZDriverTrip = z.object({
  id: z.number().int(),
  manifiestoNumero: z.string(),
  /** ISO. */
  fechaDespacho: z.string(),
  estado: z.enum(MOVEMENT_STATE_CODES),
  /** When INICIAR VIAJE was recorded (ISO); null before. */
  startedAt: z.string().nullable(),
  vehiculo: z.object({ placa: z.string(), marca: z.string() }),
  origenDescripcion: z.string(),
  destinoDescripcion: z.string(),
  sucursal: z.string(),
  inspeccion: ZVehicleInspectionStatus,
  /** The company's phone for the driver's 'Llamar a la empresa' (digits, maybe with +); null when none. */
  empresaTelefono: z.string().nullable(),
  remesas: z.array(ZDriverConsignment),
});
export type TDriverTrip = z.infer<typeof ZDriverTrip>;

/**
 * The driver's trips: every one not yet delivered (programado, en_ruta), plus the closed ones of the
 * last 3 days: the ones in progress (en_ruta) first, then today's and upcoming (by dispatch date), then
 * the earlier ones (latest first).
 */
export const ZDriverTripListResponse = z.object({
  /** Server time (ISO): the app may show how fresh its cached copy is. */
  serverTime: z.string(),
  viajes: z.array(ZDriverTrip),
});
export type TDriverTripListResponse = z.infer<typeof ZDriverTripListResponse>;

export const DRIVER_TRIP_LIMITS = { closedDays: 3, maxTrips: 50 } as const;
