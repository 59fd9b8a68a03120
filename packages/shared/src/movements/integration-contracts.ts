import { z } from 'zod';
import { idParam, text } from '../common/scalars';
import { appointmentInputFields } from '../lateness/contracts';
import { MSG } from '../messages';
import { MAX_PESOS } from '../money/fields';
import { ZOwnerNit } from '../partners/owner-nit';
import { ZCumplido, ZMovementEvent } from './contracts';
import { isRecordableEventId } from './event-types';
import {
  optionalText,
  requiredMovementText,
  ZAmount,
  ZDateTimeInput,
  ZDocumentCode,
  ZPartyInput,
  ZPlate,
  ZRecipientInput,
} from './fields';

/** How precise a destination's coordinates are: the delivery address's point or a municipality's centre. */
export const DESTINATION_PRECISIONS = ['direccion', 'ciudad'] as const;

import { MOVEMENT_LIMITS } from './limits';

// Loading movements from the transport company's ERP (issue 4 §2). Authenticated with an API key in
// the `X-Api-Key` header. Upsert by company + manifiesto_numero + remesa_numero: resending a batch
// changes nothing. All or nothing per batch; errors are keyed by path (movimientos.3.remesas.0.peso_final).

export const ZConsignmentInput = z.object({
  remesa_numero: ZDocumentCode,
  producto_descripcion: requiredMovementText(200),
  empaque_descripcion: optionalText(120),
  valor_declarado: ZAmount,
  unidades_final: ZAmount,
  /** Kilograms. */
  peso_final: ZAmount,
  remitente: ZPartyInput,
  destinatario: ZRecipientInput,
  /** Defaults to the manifest's origin / destination. */
  origen_descripcion: optionalText(150),
  destino_descripcion: optionalText(150),
  /** The destination's coordinates, when known: the drivers' app's delivery position is compared with them. */
  destino_coordenadas: z
    .object({
      latitud: z
        .number({ error: MSG.fieldInvalidLatitude })
        .min(-90, MSG.fieldInvalidLatitude)
        .max(90, MSG.fieldInvalidLatitude),
      longitud: z
        .number({ error: MSG.fieldInvalidLongitude })
        .min(-180, MSG.fieldInvalidLongitude)
        .max(180, MSG.fieldInvalidLongitude),
      /**
       * 'direccion' (default): the delivery address's point; 'ciudad': a municipality's centre (issue 22
       * item 13). Only a street-level point flags a delivery made far from the destination.
       */
      precision: z.enum(DESTINATION_PRECISIONS, { error: MSG.fieldInvalidPrecision }).optional(),
    })
    .nullish(),
  /** The shipper (generator); created for the company on first sight, by NIT. */
  generador: z.object({ nit: requiredMovementText(20), nombre: requiredMovementText(200) }),
  /** What the shipper's customer types in the public lookup ('Documento Cliente'). */
  documento_cliente: optionalText(60),
  tipo_despacho: optionalText(80),
  /**
   * The agreed appointments (issue 26 item 2), as in the RNDC remesa: `AAAA-MM-DD HH:MM` Bogotá time (or
   * with an offset) and the agreed hours. Optional; absent or null stores none (a resend replaces them).
   */
  ...appointmentInputFields,
});
export type TConsignmentInput = z.input<typeof ZConsignmentInput>;

export const ZMovementInput = z
  .object({
    manifiesto_numero: ZDocumentCode,
    fecha_despacho: ZDateTimeInput,
    /** Branch name; created for the company on first sight. */
    sucursal: requiredMovementText(100),
    vehiculo: z.object({
      placa: ZPlate,
      marca: optionalText(60),
      modelo: optionalText(20),
      serie: optionalText(60),
      /** The owner's NIT (issue 26 §5: the third party who sees its vehicles' trips); absent keeps it. */
      propietario_nit: ZOwnerNit.optional(),
    }),
    conductor: z.object({
      documento: requiredMovementText(20),
      nombre: requiredMovementText(150),
      telefono: optionalText(30),
    }),
    origen_descripcion: requiredMovementText(150),
    destino_descripcion: requiredMovementText(150),
    /**
     * Optional advance to the driver for this trip, whole pesos (issue 11). One per manifest: a resend
     * updates it; 0 removes it; absent leaves it as it is. A legalised trip keeps its closed money.
     */
    anticipo: z
      .number({ error: MSG.moneyAmountInvalid })
      .int(MSG.moneyAmountInvalid)
      .min(0, MSG.moneyAmountInvalid)
      .max(MAX_PESOS, MSG.moneyAmountInvalid)
      .optional(),
    /** The agreed freight (flete pactado) of the manifest, whole pesos; absent leaves it as it is. */
    valor_flete: z
      .number({ error: MSG.moneyAmountInvalid })
      .int(MSG.moneyAmountInvalid)
      .min(0, MSG.moneyAmountInvalid)
      .max(MAX_PESOS, MSG.moneyAmountInvalid)
      .optional(),
    remesas: z
      .array(ZConsignmentInput, { error: MSG.fieldRequired })
      .min(1, MSG.fieldRequired)
      .max(MOVEMENT_LIMITS.batchMaxConsignmentsPerMovement, MSG.batchTooLarge),
  })
  .superRefine((m, ctx) => {
    const seen = new Set<string>();
    m.remesas.forEach((r, i) => {
      const key = r.remesa_numero.toUpperCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: MSG.batchDuplicateConsignment,
          path: ['remesas', i, 'remesa_numero'],
        });
      }
      seen.add(key);
    });
  });
export type TMovementInput = z.input<typeof ZMovementInput>;
export type TMovementParsed = z.output<typeof ZMovementInput>;

/** POST /api/v1/integracion/movimientos */
export const ZMovementBatchRequest = z
  .object({
    movimientos: z
      .array(ZMovementInput, { error: MSG.batchEmpty })
      .min(1, MSG.batchEmpty)
      .max(MOVEMENT_LIMITS.batchMaxMovements, MSG.batchTooLarge),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.movimientos.forEach((m, i) => {
      const key = m.manifiesto_numero.toUpperCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: MSG.batchManifestMismatch,
          path: ['movimientos', i, 'manifiesto_numero'],
        });
      }
      seen.add(key);
    });
  });
export type TMovementBatchRequest = z.input<typeof ZMovementBatchRequest>;

export const ZUpsertCounts = z.object({
  creados: z.number().int(),
  actualizados: z.number().int(),
  sin_cambios: z.number().int(),
});
export type TUpsertCounts = z.infer<typeof ZUpsertCounts>;

export const UPSERT_RESULTS = ['creado', 'actualizado', 'sin_cambios'] as const;

/** 200: what the batch did. 422 `{ message: MSG.batchInvalid, errors: { '<path>': [..] } }`: nothing saved. */
export const ZMovementBatchResponse = z.object({
  movimientos: ZUpsertCounts,
  remesas: ZUpsertCounts,
  resultados: z.array(
    z.object({ manifiesto_numero: z.string(), id: z.number().int(), resultado: z.enum(UPSERT_RESULTS) }),
  ),
});
export type TMovementBatchResponse = z.infer<typeof ZMovementBatchResponse>;

export const ZManifestParams = z.object({ manifiesto: ZDocumentCode });

/**
 * POST /api/v1/integracion/movimientos/:manifiesto/eventos — multipart/form-data: these text fields
 * plus up to MOVEMENT_LIMITS.eventMaxImages files named `imagenes` (jpeg, png, webp). Without `remesa`
 * the event is manifest-wide. `id_externo` makes a retry safe: the same id answers the stored event (200).
 */
export const ZEventFields = z
  .object({
    remesa: ZDocumentCode.optional(),
    id_events: z.coerce
      .number({ error: MSG.fieldInvalidEvent })
      .int(MSG.fieldInvalidEvent)
      .refine(isRecordableEventId, MSG.fieldInvalidEvent),
    fecha: ZDateTimeInput,
    latitude: z.coerce
      .number({ error: MSG.fieldInvalidLatitude })
      .min(-90, MSG.fieldInvalidLatitude)
      .max(90, MSG.fieldInvalidLatitude)
      .optional(),
    longitude: z.coerce
      .number({ error: MSG.fieldInvalidLongitude })
      .min(-180, MSG.fieldInvalidLongitude)
      .max(180, MSG.fieldInvalidLongitude)
      .optional(),
    id_externo: text().trim().min(1).max(64, MSG.fieldTooLong).optional(),
  })
  .refine((e) => (e.latitude === undefined) === (e.longitude === undefined), {
    message: MSG.fieldLatLonTogether,
    path: ['longitude'],
  });
export type TEventFields = z.input<typeof ZEventFields>;

/** 201 created, 200 when `id_externo` was already stored (nothing changed). */
export const ZEventCreatedResponse = ZMovementEvent.extend({ remesa_numero: z.string().nullable() });
export type TEventCreatedResponse = z.infer<typeof ZEventCreatedResponse>;

/**
 * POST /api/v1/integracion/movimientos/:manifiesto/cumplidos — multipart/form-data: these fields plus one
 * file `documento` (pdf, jpeg, png, webp). Upsert by manifest + remesa + referencia: resending replaces the file.
 */
export const ZCumplidoFields = z.object({
  remesa: ZDocumentCode.optional(),
  descripcion: requiredMovementText(200),
  referencia: requiredMovementText(60),
});
export type TCumplidoFields = z.input<typeof ZCumplidoFields>;

/** 201 created, 200 replaced. `ruta_digital` is a signed URL. */
export const ZCumplidoCreatedResponse = ZCumplido.extend({ remesa_numero: z.string().nullable() });
export type TCumplidoCreatedResponse = z.infer<typeof ZCumplidoCreatedResponse>;

// ── API keys (role 5, 'Movimientos APP' → integración) ──

export const ZCreateApiKeyRequest = z.object({
  nombre: requiredMovementText(80).describe('Para qué sistema es'),
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;

export const ZApiKey = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** The first characters of the key (e.g. `trz_AbC1`), to recognise it; the rest is never stored. */
  prefijo: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyListResponse = z.object({ data: z.array(ZApiKey) });
export type TApiKeyListResponse = z.infer<typeof ZApiKeyListResponse>;

/** 201: `llave` is the raw key, shown only in this answer (MSG.apiKeyShownOnce). */
export const ZCreateApiKeyResponse = ZApiKey.extend({ llave: z.string() });
export type TCreateApiKeyResponse = z.infer<typeof ZCreateApiKeyResponse>;

export const ZApiKeyParams = z.object({ id: idParam() });
