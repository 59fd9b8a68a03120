import { z } from 'zod';
import { id, idParam, text } from '../common/scalars';
import { MSG } from '../messages';
import { ZClientId, ZOccurredAt, ZPhotoRefs, zPhotoRef } from './records';

// The pre-operational inspection (issue 10 item 4; spec §3 checklist item, pre-operational report record,
// rate scale 1 Muy malo … 5 Excelente, 0 N/A). Once per driver and vehicle per (Bogotá) day, before
// INICIAR VIAJE; it covers every trip of that driver on that vehicle that day (issue 22 item 2).
// Stored in the reports' tables (preop_inspections …), so the PESV report reads what drivers record.

/** Rates that fail a critical item: 1 Muy malo, 2 Malo. */
export const FAILING_RATES: readonly number[] = [1, 2];

export function isFailingRate(rate: number): boolean {
  return FAILING_RATES.includes(rate);
}

// ── GET /api/conductor/checklist ──

export const ZDriverChecklistItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Photos allowed (spec number_images). */
  numberImages: z.number().int(),
  /** Photos mandatory (spec required_images). */
  requiredImages: z.number().int(),
  /** Rated 1 or 2, it blocks the trip start until the company records the fix. */
  critical: z.boolean(),
});
export type TDriverChecklistItem = z.infer<typeof ZDriverChecklistItem>;

export const ZDriverChecklistResponse = z.object({
  /** The checklist's name (spec: checklist name, a description per customer); '' when unnamed. */
  titulo: z.string(),
  /** The veracity declaration the driver accepts before signing (stored with the inspection). */
  clausula: z.string(),
  categorias: z.array(z.object({ nombre: z.string(), items: z.array(ZDriverChecklistItem) })),
});
export type TDriverChecklistResponse = z.infer<typeof ZDriverChecklistResponse>;

// ── POST /api/conductor/inspecciones (JSON) ──

const comment = (max: number) =>
  text({ error: MSG.fieldTooLong }).trim().max(max, MSG.fieldTooLong).default('');

/**
 * Every item of the company's current checklist rated once (0 N/A, 1–5); each item's photos between its
 * requiredImages and numberImages; the driver's signature (a PNG uploaded as a photo). The vehicle is the
 * trip's (`movementId`). Answers 201 / 200 (resend) with the stored inspection; `blocked` true when a
 * critical item was rated 1 or 2 (INICIAR VIAJE then answers 423 until the company records the fix).
 */
export const ZDriverInspectionRequest = z.object({
  clientId: ZClientId,
  movementId: id(MSG.tripNotFound),
  inspectedAt: ZOccurredAt,
  items: z
    .array(
      z.object({
        checklistItemId: id(MSG.inspectionItemUnknown),
        rate: z
          .number({ error: MSG.inspectionRateInvalid })
          .int(MSG.inspectionRateInvalid)
          .min(0, MSG.inspectionRateInvalid)
          .max(5, MSG.inspectionRateInvalid),
        observation: comment(500),
        photos: ZPhotoRefs.default([]),
      }),
      { error: MSG.inspectionItemsMissing },
    )
    .min(1, MSG.inspectionItemsMissing)
    .max(500, MSG.invalidData),
  /** A comment per category (by the category's name, as GET /checklist answers it); optional. */
  categoryComments: z
    .array(z.object({ category: text().trim().min(1).max(60, MSG.fieldTooLong), comment: comment(500) }))
    .max(50, MSG.invalidData)
    .default([]),
  /** spec checklist_general_observation. */
  observation: comment(1000),
  /** The driver's signature drawn on screen (spec firma_conductor): a photo clientId. */
  signaturePhotoId: zPhotoRef(MSG.inspectionSignatureRequired),
  /**
   * The driver accepted the veracity declaration (GET /checklist's `clausula`) before signing; the server
   * stores its text as the spec's checklist_general_clause.
   */
  clauseAccepted: z.literal(true, { error: MSG.inspectionClauseRequired }),
});
export type TDriverInspectionRequest = z.input<typeof ZDriverInspectionRequest>;

export const ZFailedCriticalItem = z.object({
  checklistItemId: z.number().int().nullable(),
  title: z.string(),
  rate: z.number().int(),
});
export type TFailedCriticalItem = z.infer<typeof ZFailedCriticalItem>;

export const ZDriverInspectionResponse = z.object({
  clientId: z.string(),
  id: z.number().int(),
  movementId: z.number().int().nullable(),
  vehiculoPlaca: z.string(),
  inspectedAt: z.string(),
  blocked: z.boolean(),
  failedCritical: z.array(ZFailedCriticalItem),
});
export type TDriverInspectionResponse = z.infer<typeof ZDriverInspectionResponse>;

// ── Portal: the alert in the movement detail and the company's fix ──

/** An inspection of the movement's vehicle (that trip's, or the same day's) with a failed critical item. */
export const ZInspectionAlert = z.object({
  id: z.number().int(),
  inspectedAt: z.string(),
  vehiculoPlaca: z.string(),
  conductorNombre: z.string(),
  failedCritical: z.array(ZFailedCriticalItem),
  /** ISO; null while the fix is not recorded (the trip start stays blocked). */
  fixedAt: z.string().nullable(),
  fixedBy: z.string().nullable(),
  fixNote: z.string().nullable(),
});
export type TInspectionAlert = z.infer<typeof ZInspectionAlert>;

/** POST /api/movimientos/inspecciones/:id/correccion (role 5): the company records that it was fixed. */
export const ZInspectionFixParams = z.object({ id: idParam() });
export const ZInspectionFixRequest = z.object({
  nota: text({ error: MSG.inspectionFixNoteRequired })
    .trim()
    .min(1, MSG.inspectionFixNoteRequired)
    .max(500, MSG.fieldTooLong),
});
export type TInspectionFixRequest = z.input<typeof ZInspectionFixRequest>;
export const ZInspectionFixResponse = z.object({ message: z.string(), alerta: ZInspectionAlert });
export type TInspectionFixResponse = z.infer<typeof ZInspectionFixResponse>;
