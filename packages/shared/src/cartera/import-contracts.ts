import type { MasterImportColumn } from '../masters/contracts';

// Invoices and payments through the spreadsheet import (issue 25 §1): the same fields as the ERP's
// integration API (integration-contracts.ts), one sheet per kind — an ERP's "facturas" export and its
// "recaudos" export are two different reports. Headers are the API's field names; labels explain them.

export const CARTERA_IMPORT_KINDS = ['facturas', 'pagos'] as const;
export type TCarteraImportKind = (typeof CARTERA_IMPORT_KINDS)[number];

// /api/cartera/facturas/importacion/... and /api/cartera/pagos/importacion/... (plantilla, vista-previa).

const CUFE_EXAMPLE = 'a'.repeat(96);

export const CARTERA_INVOICE_IMPORT_COLUMNS: readonly MasterImportColumn[] = [
  { key: 'numero', label: 'Número de factura (prefijo + consecutivo)', required: true, example: 'FE1001' },
  {
    key: 'fecha_emision',
    label: 'Fecha y hora de emisión (AAAA-MM-DD HH:MM o DD/MM/AAAA HH:MM, hora de Colombia)',
    required: true,
    example: '2026-11-02 08:30',
  },
  {
    key: 'fecha_vencimiento',
    label: 'Fecha de vencimiento (AAAA-MM-DD o DD/MM/AAAA)',
    required: true,
    example: '2026-12-02',
  },
  {
    key: 'generador_nit',
    label: 'NIT del generador, sin dígito de verificación',
    required: true,
    example: '860001234',
  },
  { key: 'subtotal', label: 'Subtotal en pesos (entero)', required: true, example: '1000000' },
  { key: 'iva', label: 'IVA en pesos (entero)', required: false, example: '190000' },
  { key: 'otros_impuestos', label: 'Otros impuestos en pesos (entero)', required: false, example: '0' },
  { key: 'retenciones', label: 'Retenciones en pesos (entero)', required: false, example: '10000' },
  { key: 'total', label: 'Total = subtotal + IVA + otros impuestos', required: true, example: '1190000' },
  { key: 'cufe', label: 'CUFE (96 caracteres hexadecimales)', required: true, example: CUFE_EXAMPLE },
  { key: 'forma_pago', label: 'Forma de pago: contado o credito', required: true, example: 'credito' },
  { key: 'plazo_dias', label: 'Plazo en días (0 a 365)', required: false, example: '30' },
  {
    key: 'remesas',
    label: 'Remesas facturadas: manifiesto:remesa, separadas por coma (p. ej. M100:R1, M100:R2)',
    required: false,
    example: '',
  },
];

export const CARTERA_PAYMENT_IMPORT_COLUMNS: readonly MasterImportColumn[] = [
  {
    key: 'referencia',
    label: 'Referencia del recibo o de la nota crédito',
    required: true,
    example: 'RC-5001',
  },
  { key: 'factura', label: 'Número de la factura que paga', required: true, example: 'FE1001' },
  { key: 'tipo', label: 'Tipo: pago o nota_credito', required: false, example: 'pago' },
  { key: 'fecha', label: 'Fecha del pago (AAAA-MM-DD o DD/MM/AAAA)', required: true, example: '2026-11-20' },
  { key: 'valor', label: 'Valor en pesos (entero)', required: true, example: '500000' },
];
