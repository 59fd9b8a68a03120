import { z } from 'zod';
import { ZUpsertCounts } from './integration-contracts';

// Spreadsheet import in 'Movimientos APP' (role 5): one row per consignment (remesa), the manifest's
// columns repeated on each of its rows. Same rules as the ERP batch (integration-contracts.ts): upsert
// by manifest + remesa, all or nothing.

/** Template columns, in order. `required` ones must be present in the header row. */
export const IMPORT_COLUMNS = [
  { key: 'manifiesto_numero', label: 'Número de manifiesto', required: true, example: '200501' },
  {
    key: 'fecha_despacho',
    label: 'Fecha de despacho (AAAA-MM-DD HH:MM)',
    required: true,
    example: '2026-03-02 08:30',
  },
  { key: 'sucursal', label: 'Sucursal', required: true, example: 'Bogotá' },
  { key: 'vehiculo_placa', label: 'Placa', required: true, example: 'TKM482' },
  { key: 'vehiculo_marca', label: 'Marca', required: false, example: 'Kenworth' },
  { key: 'vehiculo_modelo', label: 'Modelo', required: false, example: '2021' },
  { key: 'vehiculo_serie', label: 'Serie', required: false, example: '3WKDD40X0MF123456' },
  { key: 'conductor_documento', label: 'Documento conductor', required: true, example: '80123456' },
  { key: 'conductor_nombre', label: 'Nombre conductor', required: true, example: 'Luis Alberto Pérez' },
  { key: 'conductor_telefono', label: 'Teléfono conductor', required: false, example: '3104445566' },
  { key: 'manifiesto_origen', label: 'Origen del manifiesto', required: true, example: 'BOGOTÁ, D.C.' },
  {
    key: 'manifiesto_destino',
    label: 'Destino del manifiesto',
    required: true,
    example: 'MEDELLÍN (ANTIOQUIA)',
  },
  { key: 'remesa_numero', label: 'Número de remesa', required: true, example: 'RM-200501-1' },
  { key: 'producto_descripcion', label: 'Producto', required: true, example: 'Café verde en grano' },
  { key: 'empaque_descripcion', label: 'Empaque', required: false, example: 'Sacos de fique' },
  { key: 'valor_declarado', label: 'Valor declarado (COP)', required: true, example: '45000000' },
  { key: 'unidades_final', label: 'Unidades', required: true, example: '250' },
  { key: 'peso_final', label: 'Peso final (kg)', required: true, example: '17500' },
  { key: 'remitente_documento', label: 'Documento/NIT remitente', required: true, example: '860001234' },
  { key: 'remitente_nombre', label: 'Nombre remitente', required: true, example: 'Café de la Sabana S.A.S.' },
  { key: 'remitente_direccion', label: 'Dirección remitente', required: false, example: 'Cra 68 # 12-40' },
  { key: 'remitente_zona', label: 'Zona remitente', required: false, example: 'BOGOTÁ, D.C.' },
  { key: 'remitente_telefono', label: 'Teléfono remitente', required: false, example: '6014567890' },
  {
    key: 'destinatario_documento',
    label: 'Documento/NIT destinatario',
    required: true,
    example: '890900123',
  },
  {
    key: 'destinatario_nombre',
    label: 'Nombre destinatario',
    required: true,
    example: 'Tostadora Antioquia S.A.',
  },
  {
    key: 'destinatario_direccion',
    label: 'Dirección destinatario',
    required: false,
    example: 'Cl 10 Sur # 50-20',
  },
  { key: 'destinatario_zona', label: 'Zona destinatario', required: false, example: 'MEDELLÍN (ANTIOQUIA)' },
  { key: 'destinatario_telefono', label: 'Teléfono destinatario', required: false, example: '6043210987' },
  { key: 'origen_descripcion', label: 'Origen de la remesa', required: false, example: 'BOGOTÁ, D.C.' },
  {
    key: 'destino_descripcion',
    label: 'Destino de la remesa',
    required: false,
    example: 'MEDELLÍN (ANTIOQUIA)',
  },
  { key: 'generador_nit', label: 'NIT generador', required: true, example: '860001234' },
  { key: 'generador_nombre', label: 'Nombre generador', required: true, example: 'Café de la Sabana S.A.S.' },
  { key: 'documento_cliente', label: 'Documento cliente', required: false, example: 'PED-88120' },
  { key: 'tipo_despacho', label: 'Tipo de despacho', required: false, example: 'Nacional' },
  // Last, so templates downloaded before it keep their columns where they were (the header names them).
  {
    key: 'anticipo',
    label: 'Anticipo al conductor (COP, opcional; igual en todas las remesas del manifiesto)',
    required: false,
    example: '500000',
  },
  {
    key: 'valor_flete',
    label: 'Flete pactado del manifiesto (COP, opcional)',
    required: false,
    example: '3200000',
  },
  {
    key: 'vehiculo_propietario_nit',
    label: 'NIT propietario del vehículo',
    required: false,
    example: '900555111',
  },
  // Issue 26 item 2, after the others for the same reason: the agreed appointments (Bogotá time).
  {
    key: 'cita_cargue',
    label: 'Cita de cargue (AAAA-MM-DD HH:MM, opcional)',
    required: false,
    example: '2026-03-02 07:00',
  },
  {
    key: 'horas_pactadas_cargue',
    label: 'Horas pactadas de cargue (opcional)',
    required: false,
    example: '4',
  },
  {
    key: 'cita_descargue',
    label: 'Cita de descargue (AAAA-MM-DD HH:MM, opcional)',
    required: false,
    example: '2026-03-03 14:00',
  },
  {
    key: 'horas_pactadas_descargue',
    label: 'Horas pactadas de descargue (opcional)',
    required: false,
    example: '3',
  },
] as const;

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export const IMPORT_FILE_FIELD = 'archivo';
export const IMPORT_FORMATS = ['xlsx', 'csv'] as const;

/** GET /api/movimientos/importacion/plantilla?formato=xlsx|csv → the template file (header + one example row). */
export const ZImportTemplateQuery = z.object({ formato: z.enum(IMPORT_FORMATS).default('xlsx') });

/** One problem in the file: `fila` is the spreadsheet row number (the header is row 1). */
export const ZImportRowError = z.object({
  fila: z.number().int(),
  /** Template column key, or null for a problem with the whole row or file. */
  columna: z.string().nullable(),
  mensaje: z.string(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZImportPreviewRow = z.object({
  fila: z.number().int(),
  manifiesto_numero: z.string(),
  remesa_numero: z.string(),
  fecha_despacho: z.string(),
  vehiculo_placa: z.string(),
  generador_nombre: z.string(),
  destino_descripcion: z.string(),
  peso_final: z.number(),
  /** What importing would do to this consignment. */
  resultado: z.enum(['creado', 'actualizado', 'sin_cambios']),
});

/**
 * POST /api/movimientos/importacion/vista-previa (multipart, file field `archivo`): a dry run, always 200
 * when the file can be read, with every error found. POST /api/movimientos/importacion: the same report
 * after importing (200), or 422 `{ message: MSG.importHasErrors, errors: { '<fila>.<columna>': [..] } }`
 * with nothing imported. An unreadable file or missing columns: 422 with MSG.importFileUnreadable /
 * MSG.importMissingColumns (`errors.columnas` lists the missing keys).
 */
export const ZImportReport = z.object({
  archivo: z.string(),
  filas: z.number().int(),
  movimientos: ZUpsertCounts,
  remesas: ZUpsertCounts,
  errores: z.array(ZImportRowError),
  /** What imports as written but deserves a look: zones that match no DIVIPOLA municipality. */
  advertencias: z.array(ZImportRowError),
  /** The first 100 rows (preview only; empty after importing). */
  muestra: z.array(ZImportPreviewRow),
});
export type TImportReport = z.infer<typeof ZImportReport>;
