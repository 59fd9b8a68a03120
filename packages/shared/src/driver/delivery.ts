import { z } from 'zod';
import { id, idParam, text } from '../common/scalars';
import { MSG } from '../messages';
import { CONSIGNMENT_STATE_CODES } from '../movements/delivery-state';
import { MOVEMENT_STATE_CODES } from '../movements/event-types';
import { positionRule, ZPhotoRefs, ZRecordBase, zPhotoRef } from './records';

// Proof of delivery (issue 10 item 5): ENTREGA EXITOSA (11), ENTREGA RECHAZADA (12), ENTREGA PENDIENTE
// (10), and the company's list of rejection reasons. A delivery is a timeline event of the consignment
// (movement_events, the same table the ERP writes), so the state, the detail and the lookup follow it.

export const DELIVERY_TYPES = [10, 11, 12] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The rejection reasons a company starts with (it edits the list). */
export const DEFAULT_REJECTION_REASONS = [
  'Destinatario ausente',
  'Dirección errada o no encontrada',
  'Mercancía averiada',
  'Mercancía incompleta',
  'Pedido no solicitado o duplicado',
  'Cliente sin dinero para el pago',
  'Fuera del horario de recibo',
  'Documentación incompleta',
] as const;

export const REJECTION_REASON_LIMITS = { maxPerCompany: 50, nameMax: 80 } as const;

const requiredText = (max: number, message: string) =>
  text({ error: message }).trim().min(1, message).max(max, MSG.fieldTooLong);

const deliveryBase = {
  ...ZRecordBase,
  consignmentId: id(MSG.consignmentNotFound),
};

/**
 * POST /api/conductor/entregas (JSON), by `tipo`:
 * - 11 ENTREGA EXITOSA: who received (name, document), their signature (a PNG photo clientId) and the
 *   photos of the signed documents (≥ 1). Each document photo becomes a 'Cumplido Manual' of the
 *   consignment (delivery_documents), the signature too.
 * - 12 ENTREGA RECHAZADA: a reason id from GET /api/conductor/motivos-rechazo, photos (≥ 1), a note.
 * - 10 ENTREGA PENDIENTE: a note (why, what next); photos optional. May repeat; does not close.
 * When the consignment's plan lists the event, its photo numbers apply too. 11 and 12 close the
 * consignment: a later delivery record for it is a 409. The position is compared with the destination's
 * coordinates when the ERP sent them (`distanceMeters`; `far` beyond DRIVER_RECORD_LIMITS.deliveryFarMeters).
 */
export const ZDriverDeliveryRequest = z.discriminatedUnion(
  'tipo',
  [
    z
      .object({
        ...deliveryBase,
        tipo: z.literal(11),
        receiverName: requiredText(150, MSG.deliveryReceiverNameRequired),
        receiverDocument: requiredText(20, MSG.deliveryReceiverDocumentRequired),
        signaturePhotoId: zPhotoRef(MSG.deliverySignatureRequired),
        documentPhotos: ZPhotoRefs.min(1, MSG.deliveryDocumentsRequired),
        note: text().trim().max(500, MSG.fieldTooLong).default(''),
      })
      .refine(positionRule.check, positionRule.params),
    z
      .object({
        ...deliveryBase,
        tipo: z.literal(12),
        reasonId: id(MSG.deliveryReasonRequired),
        photos: ZPhotoRefs.min(1, MSG.deliveryRejectPhotosRequired),
        note: text().trim().max(500, MSG.fieldTooLong).default(''),
      })
      .refine(positionRule.check, positionRule.params),
    z
      .object({
        ...deliveryBase,
        tipo: z.literal(10),
        note: requiredText(500, MSG.deliveryNoteRequired),
        photos: ZPhotoRefs.default([]),
      })
      .refine(positionRule.check, positionRule.params),
  ],
  { error: MSG.deliveryTypeInvalid },
);
export type TDriverDeliveryRequest = z.input<typeof ZDriverDeliveryRequest>;

export const ZDriverDeliveryResponse = z.object({
  clientId: z.string(),
  /** The timeline event's id (movement_events). */
  id: z.number().int(),
  tipo: z.number().int(),
  event: z.string(),
  movementId: z.number().int(),
  consignmentId: z.number().int(),
  occurredAt: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geoDenied: z.boolean(),
  /** Metres to the destination's coordinates; null when either position is unknown. */
  distanceMeters: z.number().nullable(),
  far: z.boolean(),
  /** Cumplidos created from the document photos and the signature (11), else 0. */
  cumplidos: z.number().int(),
  consignmentState: z.enum(CONSIGNMENT_STATE_CODES),
  movementState: z.enum(MOVEMENT_STATE_CODES),
});
export type TDriverDeliveryResponse = z.infer<typeof ZDriverDeliveryResponse>;

// ── Rejection reasons ──

export const ZRejectionReason = z.object({ id: z.number().int(), nombre: z.string() });
export type TRejectionReason = z.infer<typeof ZRejectionReason>;

/** GET /api/conductor/motivos-rechazo: the company's active reasons, by name. */
export const ZDriverRejectionReasonsResponse = z.object({ data: z.array(ZRejectionReason) });
export type TDriverRejectionReasonsResponse = z.infer<typeof ZDriverRejectionReasonsResponse>;

/** GET /api/configuracion/motivos-rechazo (role 5): every reason, active or not (defaults seeded on first use). */
export const ZCompanyRejectionReason = ZRejectionReason.extend({ activo: z.boolean() });
export const ZCompanyRejectionReasonsResponse = z.object({ data: z.array(ZCompanyRejectionReason) });
export type TCompanyRejectionReasonsResponse = z.infer<typeof ZCompanyRejectionReasonsResponse>;

/** POST /api/configuracion/motivos-rechazo and PUT …/:id (role 5). Reasons are deactivated, never deleted. */
export const ZRejectionReasonForm = z.object({
  nombre: requiredText(REJECTION_REASON_LIMITS.nameMax, MSG.rejectionReasonNameRequired),
  activo: z.boolean().default(true),
});
export type TRejectionReasonForm = z.input<typeof ZRejectionReasonForm>;
export const ZRejectionReasonParams = z.object({ id: idParam() });

// ── Portal: the driver's deliveries in the movement detail ──

/** A delivery the drivers' app recorded, with its distance to the destination (movement detail). */
export const ZDeliveryProof = z.object({
  eventId: z.number().int(),
  consignmentId: z.number().int(),
  remesaNumero: z.string(),
  tipo: z.number().int(),
  event: z.string(),
  occurredAt: z.string(),
  geoDenied: z.boolean(),
  distanceMeters: z.number().nullable(),
  far: z.boolean(),
  receiverName: z.string().nullable(),
  receiverDocument: z.string().nullable(),
  reason: z.string().nullable(),
  note: z.string(),
});
export type TDeliveryProof = z.infer<typeof ZDeliveryProof>;

const EARTH_RADIUS_METERS = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine, mean Earth radius), rounded to the metre. */
export function haversineMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
}
