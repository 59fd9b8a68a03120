import { z } from 'zod';
import { text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';
import { CONSIGNMENT_STATE_CODES } from '../movements/delivery-state';
import { ZPage, ZPageQuery } from '../users/pagination';

// Informe de Detalles (issue 25 §4): the generator's consignments, one row each — spec §3's movement
// record plus its state, last event, cumplidos and invoice — with filters, a column chooser remembered
// per user (server-side) and a streamed export of the whole filtered set.

/** The longest dispatch-date range one query covers (days between the two dates). */
export const DETAIL_REPORT_MAX_DAYS = 92;

/** Every column, in the report's order, with its Spanish heading. */
export const DETAIL_REPORT_COLUMNS = [
  { key: 'manifiesto_numero', label: 'Manifiesto' },
  { key: 'remesa_numero', label: 'Remesa' },
  { key: 'vehiculo_placa', label: 'Placa' },
  { key: 'remesa_sucursal', label: 'Sucursal' },
  { key: 'fecha_despacho', label: 'Fecha de despacho' },
  { key: 'producto_descripcion', label: 'Producto' },
  { key: 'empaque_descripcion', label: 'Empaque' },
  { key: 'valor_declarado', label: 'Valor declarado' },
  { key: 'unidades_final', label: 'Unidades' },
  { key: 'peso_final', label: 'Peso (kg)' },
  { key: 'remitente_documento', label: 'Documento remitente' },
  { key: 'remitente_nombre', label: 'Remitente' },
  { key: 'remitente_direccion', label: 'Dirección remitente' },
  { key: 'remitente_zona', label: 'Zona remitente' },
  { key: 'remitente_telefono', label: 'Teléfono remitente' },
  { key: 'destinatario_documento', label: 'Documento destinatario' },
  { key: 'destinatario_nombre', label: 'Destinatario' },
  { key: 'destinatario_direccion', label: 'Dirección destinatario' },
  { key: 'destinatario_zona', label: 'Zona destinatario' },
  { key: 'destinatario_telefono', label: 'Teléfono destinatario' },
  { key: 'origen_descripcion', label: 'Origen' },
  { key: 'destino_descripcion', label: 'Destino' },
  { key: 'generador_nombre', label: 'Generador' },
  { key: 'documento_cliente', label: 'Documento del cliente' },
  { key: 'tipo_despacho', label: 'Tipo de despacho' },
  { key: 'empresa', label: 'Empresa de transporte' },
  { key: 'estado', label: 'Estado' },
  { key: 'ultimo_evento', label: 'Último evento' },
  { key: 'ultimo_evento_fecha', label: 'Fecha último evento' },
  { key: 'cumplidos', label: 'Cumplidos' },
  { key: 'factura', label: 'Factura' },
] as const;
export type DetailReportColumn = (typeof DETAIL_REPORT_COLUMNS)[number]['key'];
export const DETAIL_REPORT_COLUMN_KEYS = DETAIL_REPORT_COLUMNS.map((c) => c.key) as [
  DetailReportColumn,
  ...DetailReportColumn[],
];
/** What a user who never chose sees. */
export const DETAIL_REPORT_DEFAULT_COLUMNS: readonly DetailReportColumn[] = [
  'manifiesto_numero',
  'remesa_numero',
  'vehiculo_placa',
  'fecha_despacho',
  'origen_descripcion',
  'destino_descripcion',
  'destinatario_nombre',
  'tipo_despacho',
  'estado',
  'ultimo_evento',
  'cumplidos',
  'factura',
];

const filterText = (max: number) =>
  text()
    .trim()
    .max(max, MSG.fieldTooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

const ZDetailReportFilters = z.object({
  /** Dispatch dates, both inclusive (Bogotá days); at most DETAIL_REPORT_MAX_DAYS apart. */
  fecha_inicio: ZCalendarDate,
  fecha_fin: ZCalendarDate,
  /** Contains, case- and accent-insensitive. */
  origen: filterText(150),
  destino: filterText(150),
  estado: z.enum(CONSIGNMENT_STATE_CODES).optional(),
  tipo_despacho: filterText(80),
  /** Exact (case-insensitive, spaces and dashes ignored). */
  placa: filterText(10),
  /** Prefix. */
  manifiesto: filterText(30),
});

export const ZDetailReportQuery = ZPageQuery.merge(ZDetailReportFilters);
export type TDetailReportQuery = z.output<typeof ZDetailReportQuery>;

export const ZDetailReportExportQuery = ZDetailReportFilters.extend({
  formato: z.enum(['xlsx', 'csv']).default('xlsx'),
  /** The chosen columns, comma-separated, in the report's order; default: every column. */
  columnas: text()
    .max(1000, MSG.fieldTooLong)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const keys = v.split(',').map((k) => k.trim());
      const known = new Set<string>(DETAIL_REPORT_COLUMN_KEYS);
      if (keys.some((k) => !known.has(k))) {
        ctx.addIssue({ code: 'custom', message: MSG.detailReportColumnUnknown });
        return z.NEVER;
      }
      return keys as DetailReportColumn[];
    }),
});
export type TDetailReportExportQuery = z.input<typeof ZDetailReportExportQuery>;

export const ZDetailReportRow = z.object({
  id: z.number().int(),
  movimiento_id: z.number().int(),
  manifiesto_numero: z.string(),
  remesa_numero: z.string(),
  vehiculo_placa: z.string(),
  remesa_sucursal: z.string(),
  /** `YYYY-MM-DD HH:MM` in Bogotá. */
  fecha_despacho: z.string(),
  producto_descripcion: z.string(),
  empaque_descripcion: z.string(),
  valor_declarado: z.number(),
  unidades_final: z.number(),
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
  documento_cliente: z.string(),
  tipo_despacho: z.string(),
  empresa: z.string(),
  /** Label in Spanish (Programada, En ruta, Entregada, Entrega rechazada). */
  estado: z.string(),
  ultimo_evento: z.string(),
  ultimo_evento_fecha: z.string(),
  cumplidos: z.number().int(),
  /** The invoice numbers that bill it (annulled ones left out), comma-separated; '' none. */
  factura: z.string(),
});
export type TDetailReportRow = z.infer<typeof ZDetailReportRow>;

export const ZDetailReportPage = ZPage(ZDetailReportRow);
export type TDetailReportPage = z.infer<typeof ZDetailReportPage>;

/** The column chooser's choice, remembered per user on the server. */
export const ZDetailReportColumns = z.object({
  columnas: z
    .array(z.enum(DETAIL_REPORT_COLUMN_KEYS, { error: MSG.detailReportColumnUnknown }))
    .min(1, MSG.detailReportColumnsRequired)
    .max(DETAIL_REPORT_COLUMN_KEYS.length),
});
export type TDetailReportColumns = z.infer<typeof ZDetailReportColumns>;
