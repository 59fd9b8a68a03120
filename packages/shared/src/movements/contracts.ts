import { z } from 'zod';
import { id, text } from '../common/scalars';
import { MSG } from '../messages';
import { CONSIGNMENT_STATE_CODES } from './delivery-state';
import { MOVEMENT_LIMITS } from './limits';

// spec §2.6, §3 (movement record, event), §7 (search_customer_document, img_public): the public lookup.
// Field names are the spec's wire names. Only what the spec's tabs show is answered (no driver data).

/** The company NIT from the URL: digits, dots allowed (999.999.999) and an optional `-DV` suffix. */
export const ZNitCustomer = text({ error: MSG.lookupNitRequired })
  .trim()
  .min(1, MSG.lookupNitRequired)
  .max(20, MSG.lookupNitRequired)
  .transform((v) => v.replaceAll('.', '').replace(/-\d$/, ''))
  .pipe(z.string().regex(/^\d{5,15}$/, MSG.lookupNitRequired));

export const ZSearchCustomerDocumentRequest = z.object({
  nit_customer: ZNitCustomer,
  /** Manifest number (tipo_campo false) or customer document (tipo_campo true). */
  documento_cliente: text({ error: MSG.lookupValueRequired })
    .trim()
    .min(1, MSG.lookupValueRequired)
    .max(60, MSG.fieldTooLong),
  /** false = 'Núm Manifiesto', true = 'Documento Cliente' (spec §7). */
  tipo_campo: z.boolean({ error: MSG.lookupInvalidTipoCampo }),
  /** The branch chosen in the branch dialog; `data` then holds only that branch's records. */
  sucursal: id().optional(),
});
export type TSearchCustomerDocumentRequest = z.infer<typeof ZSearchCustomerDocumentRequest>;

/** spec §3 Event (timeline). `image_event` holds opaque image ids: exchange them via img_public. */
export const ZMovementEvent = z.object({
  id: z.number().int(),
  id_events: z.number().int(),
  /** Catalogue name of id_events (event-types.ts). */
  event: z.string(),
  /** ISO 8601 with offset. */
  created_at: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  image_event: z.array(z.string()),
  /** The driver's note on the event (issue 22 item 10): the company's timeline only, never the public lookup. */
  note: z.string().optional(),
});
export type TMovementEvent = z.infer<typeof ZMovementEvent>;

/** spec §3 `estados (code and data list)`: code 200 with events, 404 when there are none. */
export const ZEventsBlock = z.object({
  code: z.union([z.literal(200), z.literal(404)]),
  data: z.array(ZMovementEvent),
});
export type TEventsBlock = z.infer<typeof ZEventsBlock>;

/** spec §3 cumplidos: descripcion, referencia, ruta_digital (a short-lived signed URL), nombre (file name). */
export const ZCumplido = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  referencia: z.string(),
  ruta_digital: z.string(),
  nombre: z.string(),
  created_at: z.string(),
});
export type TCumplido = z.infer<typeof ZCumplido>;

export const ZConsignmentState = z.object({ code: z.enum(CONSIGNMENT_STATE_CODES), label: z.string() });

/** spec §3 Movement record: one consignment (remesa) of a manifest, as the lookup's tabs show it. */
export const ZLookupRecord = z.object({
  /** Stable key of the consignment within this answer (for table rows). */
  id: z.number().int(),
  manifiesto_numero: z.string(),
  remesa_numero: z.string(),
  vehiculo_placa: z.string(),
  sucursal_id: z.number().int(),
  /** Branch name. */
  remesa_sucursal: z.string(),
  producto_descripcion: z.string(),
  empaque_descripcion: z.string(),
  /** null in the public lookup when the company keeps it private (its privacy choice, issue 22 item 12). */
  valor_declarado: z.number().nullable(),
  unidades_final: z.number(),
  /** Kilograms. */
  peso_final: z.number(),
  remitente_documento: z.string(),
  remitente_nombre: z.string(),
  remitente_direccion: z.string(),
  remitente_zona: z.string(),
  remitente_telefono: z.string(),
  destinatario_documento: z.string(),
  destinatario_nombre: z.string(),
  destinatario_direccion: z.string(),
  destinatario_zona: z.string(),
  destinatario_telefono: z.string(),
  origen_descripcion: z.string(),
  destino_descripcion: z.string(),
  generador_nombre: z.string(),
  /**
   * Ours (issue 13 item 6): false when the company withholds the street addresses of this record from
   * this lookup (`remitente_direccion`/`destinatario_direccion` are then empty). Phones and documents
   * may also arrive masked to their last digits (`••••••4567`), as the company chose.
   */
  direcciones_visibles: z.boolean(),
  /** Timeline: the consignment's events plus the manifest-wide ones (e.g. 5 INICIAR VIAJE), oldest first. */
  estados: ZEventsBlock,
  cumplidos: z.array(ZCumplido),
  /** 200 when there are cumplidos, 404 when none. */
  cumplidos_code: z.union([z.literal(200), z.literal(404)]),
  /** The delivery state derived from `estados` and `cumplidos` (delivery-state.ts). */
  estado_entrega: ZConsignmentState,
});
export type TLookupRecord = z.infer<typeof ZLookupRecord>;

export const ZBranch = z.object({ id: z.number().int(), nombre: z.string() });
export type TBranch = z.infer<typeof ZBranch>;

/**
 * spec §7 answer. `data_total`: every matching record of every branch. `sucursales`: the distinct
 * branches among them. `data`: the records to show — all of them when there is one branch, those of
 * the requested `sucursal` when one was sent, and [] when several branches exist and none was chosen
 * (the client then opens the branch dialog, spec §2.6). `estados`: the event catalogue (code 200,
 * data = id_events and name) so the timeline can name ids.
 * Nothing found (wrong NIT or wrong number alike) is 404 `{ message }`.
 */
export const ZSearchCustomerDocumentResponse = z.object({
  /** Ours (issue 22 item 12): whose lookup this is — the transport company's name and its stored logo. */
  empresa: z.object({ nombre: z.string(), logo_url: z.string().nullable() }),
  data: z.array(ZLookupRecord),
  data_total: z.array(ZLookupRecord),
  sucursales: z.array(ZBranch),
  estados: z.object({
    code: z.literal(200),
    data: z.array(z.object({ id_events: z.number().int(), event: z.string() })),
  }),
});
export type TSearchCustomerDocumentResponse = z.infer<typeof ZSearchCustomerDocumentResponse>;

/** Which record field the image ids come from (spec §7 `nombre_campo_img`). */
export const IMAGE_FIELD_NAMES = ['image_event'] as const;

export const ZImgPublicRequest = z.object({
  imagenes: z
    .array(z.uuid({ error: MSG.idInvalid }), { error: MSG.imagesRequired })
    .min(1, MSG.imagesRequired)
    .max(MOVEMENT_LIMITS.imagesPerRequest, MSG.tooManyFiles),
  nombre_campo_img: z.enum(IMAGE_FIELD_NAMES, { error: MSG.imagesFieldInvalid }),
});
export type TImgPublicRequest = z.infer<typeof ZImgPublicRequest>;

/**
 * spec §7 `data.data.images`: the body is `{ data: { images } }`. Unknown ids are left out.
 * `image_url` is a relative signed URL (`/api/archivos/<id>?expires=…&signature=…`) valid for
 * MOVEMENT_LIMITS.signedUrlTtlSeconds; `expires_at` says until when (ISO).
 */
export const ZImgPublicResponse = z.object({
  data: z.object({
    images: z.array(z.object({ id: z.string(), image_url: z.string(), expires_at: z.string() })),
  }),
});
export type TImgPublicResponse = z.infer<typeof ZImgPublicResponse>;

/** GET /api/archivos/:id — query of a signed URL. Expired or tampered → 403 MSG.signedUrlInvalid. */
export const ZSignedFileQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});
export const ZSignedFileParams = z.object({ id: z.uuid() });
