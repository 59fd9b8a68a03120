import { z } from 'zod';
import { id, text } from '../common/scalars';
import { MSG } from '../messages';
import { isRecordableEventId } from '../movements/event-types';
import { normalizeDateTime } from '../movements/fields';

// What every record the drivers' app sends shares (issue 10 items 3, 6): the client-generated id, the
// time, the GPS position or the fact it was denied, and the photos it references by their client ids.
// The upload protocol and the answer codes are in trips.ts's header.

export const DRIVER_RECORD_LIMITS = {
  /** One photo per request; the app compresses to ≤ 1600 px first, so 5 MB is generous. */
  photoMaxBytes: 5 * 1024 * 1024,
  /** Photos one record may reference (an event's photo_numbers is at most 100 by spec §5). */
  photosPerRecord: 100,
  /** How far ahead of the server's clock a record's time may be (phones drift). */
  futureToleranceMinutes: 10,
  /** How old a record may be when it finally arrives (offline for days). */
  maxAgeDays: 30,
  /** A delivery farther than this from the destination's coordinates is flagged to the company. */
  deliveryFarMeters: 500,
  /** The driver's free-text note on an event (issue 22 item 10); a delivery's note has the same bound. */
  noteMax: 500,
} as const;

/** The sniffed types a photo may have (the signature is a PNG). */
export const DRIVER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A record's id, made on the phone (UUID; v7 preferred): the server keeps it once per company. */
export const ZClientId = z.uuid({ error: MSG.tripClientIdInvalid }).transform((v) => v.toLowerCase());

/** One photo's client id where a single one is referenced (a signature); `message` when missing or invalid. */
export const zPhotoRef = (message: string) => z.uuid({ error: message }).transform((v) => v.toLowerCase());

/** When it happened on the phone: ISO 8601 with an offset (a local time without one is Bogotá's). */
export const ZOccurredAt = text({ error: MSG.tripOccurredAtInvalid })
  .max(40, MSG.tripOccurredAtInvalid)
  .transform((v, ctx) => {
    const iso = normalizeDateTime(v);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: MSG.tripOccurredAtInvalid });
    return z.NEVER;
  });

export const ZGeoPosition = z.object({
  lat: z
    .number({ error: MSG.fieldInvalidLatitude })
    .min(-90, MSG.fieldInvalidLatitude)
    .max(90, MSG.fieldInvalidLatitude),
  lon: z
    .number({ error: MSG.fieldInvalidLongitude })
    .min(-180, MSG.fieldInvalidLongitude)
    .max(180, MSG.fieldInvalidLongitude),
  /** Metres, as navigator.geolocation reports it; informative. */
  accuracy: z.number().min(0).max(100_000).optional(),
});
export type TGeoPosition = z.infer<typeof ZGeoPosition>;

/** Photo client ids a record references, in order (each uploaded first through POST /api/conductor/fotos). */
export const ZPhotoRefs = z
  .array(ZClientId, { error: MSG.invalidData })
  .max(DRIVER_RECORD_LIMITS.photosPerRecord, MSG.tripPhotosTooMany)
  .refine((ids) => new Set(ids).size === ids.length, MSG.tripPhotoRepeated);

/** The fields every positioned record has: `position`, or `geoDenied: true` when the phone could not give one. */
export const ZRecordBase = {
  clientId: ZClientId,
  movementId: id(MSG.tripNotFound),
  occurredAt: ZOccurredAt,
  position: ZGeoPosition.nullable().default(null),
  geoDenied: z.boolean().default(false),
};

export const positionRule = {
  check: (r: { position: TGeoPosition | null; geoDenied: boolean }) => (r.position !== null) !== r.geoDenied,
  params: { message: MSG.tripPositionRequired, path: ['position'] as PropertyKey[] },
};

// ── Photos ──

/**
 * POST /api/conductor/fotos — multipart/form-data with a text field `clientId` (sent BEFORE the file)
 * and one file `foto` (jpeg, png or webp by its bytes, ≤ DRIVER_RECORD_LIMITS.photoMaxBytes).
 * 201 stored, 200 when that clientId was already stored (the same answer, nothing written twice).
 */
export const ZDriverPhotoFields = z.object({ clientId: ZClientId });

export const ZDriverPhotoResponse = z.object({
  clientId: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** ISO; when the server first stored it. */
  receivedAt: z.string(),
});
export type TDriverPhotoResponse = z.infer<typeof ZDriverPhotoResponse>;

// ── Events ──

/**
 * POST /api/conductor/eventos (JSON). INICIAR VIAJE (5) goes without `consignmentId` (it is
 * manifest-wide) and must be the trip's first record; every other event names its consignment and must
 * be in that consignment's plan. Deliveries (10, 11, 12) are not events here: POST /api/conductor/entregas.
 * `confirmed` must be true where the plan's event has `confirmation` (the app showed the confirmation step).
 */
export const ZDriverEventRequest = z
  .object({
    ...ZRecordBase,
    consignmentId: id(MSG.consignmentNotFound).nullable().default(null),
    eventId: z
      .number({ error: MSG.fieldInvalidEvent })
      .int(MSG.fieldInvalidEvent)
      // The spec's 2–18 or the company's own (≥ 100); the server checks it is in the consignment's plan.
      .refine(isRecordableEventId, MSG.fieldInvalidEvent),
    photos: ZPhotoRefs.default([]),
    confirmed: z.boolean().default(false),
    /** The driver's note (issue 22 item 10): shown in the portal's timeline. */
    note: text().trim().max(DRIVER_RECORD_LIMITS.noteMax, MSG.fieldTooLong).default(''),
    /**
     * A loading event (event-order.ts LOADING_EVENT_IDS) recorded for every remesa of the trip loaded at
     * the same place as `consignmentId` (same sender address, zone and origin) whose next step it is:
     * one tap, one timeline event per remesa. The photos go with the named remesa's event.
     */
    allAtLoadingPlace: z.boolean().default(false),
  })
  .refine(positionRule.check, positionRule.params);
export type TDriverEventRequest = z.input<typeof ZDriverEventRequest>;

/** The stored event, as every resend answers it. */
export const ZDriverEventResponse = z.object({
  clientId: z.string(),
  /** The timeline event's id (movement_events): the one the movement detail and the lookup show. */
  id: z.number().int(),
  movementId: z.number().int(),
  consignmentId: z.number().int().nullable(),
  eventId: z.number().int(),
  event: z.string(),
  occurredAt: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geoDenied: z.boolean(),
  photos: z.array(z.string()),
  note: z.string(),
  /** The other remesas the same loading event was recorded for (`allAtLoadingPlace`), by id. */
  alsoConsignmentIds: z.array(z.number().int()),
  /** The movement's state after the record (programado, en_ruta, entregado, con_novedad). */
  movementState: z.string(),
});
export type TDriverEventResponse = z.infer<typeof ZDriverEventResponse>;
