import { z } from 'zod';
import { ZCallerFields } from '../configuration/fields';
import { SYNCED_EXPORT_FORMATS, ZReportDate } from './fields';

// spec §7 export_movimientos_sincronizados: email, id_rol, fecha, fecha_fin (+ formato, xlsx by default, §9).

export const ZExportSyncedRequest = z.object({
  ...ZCallerFields,
  fecha: ZReportDate,
  fecha_fin: ZReportDate,
  formato: z.enum(SYNCED_EXPORT_FORMATS).default('xlsx'),
});
export type TExportSyncedRequest = z.input<typeof ZExportSyncedRequest>;

/** The columns of the export, in order: spec §3 movement record plus the state and the last event. */
export const SYNCED_EXPORT_COLUMNS = [
  'manifiesto_numero',
  'remesa_numero',
  'vehiculo_placa',
  'remesa_sucursal',
  'fecha_despacho',
  'producto_descripcion',
  'empaque_descripcion',
  'valor_declarado',
  'unidades_final',
  'peso_final',
  'remitente_documento',
  'remitente_nombre',
  'remitente_direccion',
  'remitente_zona',
  'remitente_telefono',
  'destinatario_documento',
  'destinatario_nombre',
  'destinatario_direccion',
  'destinatario_zona',
  'destinatario_telefono',
  'origen_descripcion',
  'destino_descripcion',
  'generador_nombre',
  'documento_cliente',
  'tipo_despacho',
  'cumplidos',
  'estado',
  'ultimo_evento',
  'ultimo_evento_fecha',
] as const;
