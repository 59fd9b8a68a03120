import type { TCumplido, TEventsBlock, TLookupRecord } from '@trazo/shared';

/**
 * What the detail tabs need of one consignment (remesa): the spec §3 movement record. Both the public
 * lookup's record and the authenticated movement detail's consignments satisfy it.
 */
export type ConsignmentRecord = Pick<
  TLookupRecord,
  | 'manifiesto_numero'
  | 'vehiculo_placa'
  | 'remesa_sucursal'
  | 'producto_descripcion'
  | 'empaque_descripcion'
  | 'valor_declarado'
  | 'unidades_final'
  | 'peso_final'
  | 'remitente_documento'
  | 'remitente_nombre'
  | 'remitente_direccion'
  | 'remitente_zona'
  | 'remitente_telefono'
  | 'destinatario_documento'
  | 'destinatario_nombre'
  | 'destinatario_direccion'
  | 'destinatario_zona'
  | 'destinatario_telefono'
> & {
  /** Only in the public lookup: false when the company withholds the street addresses. */
  direcciones_visibles?: boolean;
  estados: TEventsBlock;
  cumplidos: TCumplido[];
  estado_entrega: TLookupRecord['estado_entrega'];
};

/** One image ready to show: its id and a short-lived URL (spec §7 img_public `image_url`). */
export interface LoadedImage {
  id: string;
  image_url: string;
}

/** Exchanges event image ids for signed URLs; each feature passes its own server call. */
export type ImageLoader = (ids: string[]) => Promise<LoadedImage[]>;
