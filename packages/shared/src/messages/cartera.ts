// Ours: receivables (cartera, issue 25) — invoices and payments from the ERP, their aging.

export const CARTERA_MESSAGES = {
  carteraTitle: 'Cartera',
  carteraHistoryTitle: 'Historial de Facturación',
  carteraInvoiceNumberInvalid:
    'El número de factura debe ser un prefijo de hasta 4 letras o dígitos seguido del consecutivo (p. ej. FE12345)',
  carteraCufeInvalid: 'El CUFE debe tener 96 caracteres hexadecimales (0-9, a-f)',
  carteraTotalMismatch: 'El total debe ser el subtotal más el IVA y los otros impuestos',
  carteraWithholdingsOverTotal: 'Las retenciones no pueden superar el total de la factura',
  carteraDueBeforeIssue: 'La fecha de vencimiento no puede ser anterior a la fecha de emisión',
  carteraTermInvalid: 'El plazo debe ser un número entero de días entre 0 y 365',
  carteraPaymentFormInvalid: 'La forma de pago debe ser contado o credito',
  carteraAmountInvalid: 'El valor debe ser un número entero de pesos, cero o mayor',
  carteraGeneratorUnknown: 'El generador no existe para esta empresa: cárguelo primero con sus movimientos',
  carteraRemesaUnknown: 'La remesa no existe en los movimientos de la empresa',
  carteraInvoiceUnknown: 'La factura no existe',
  carteraInvoiceAnnulled: 'La factura está anulada: no admite pagos ni cambios',
  carteraInvoiceHasPayments: 'La factura tiene pagos aplicados: no se puede anular',
  carteraInvoiceChanged:
    'Esa factura ya se cargó con otros datos y tiene pagos o está anulada: no se puede reemplazar',
  carteraPaymentOverBalance: 'El pago supera el saldo de la factura',
  carteraPaymentReferenceTaken: 'Esa referencia de pago ya se usó con otros datos',
  carteraPaymentKindInvalid: 'El tipo debe ser pago o nota_credito',
  carteraAnnulReasonRequired: 'Escriba el motivo de la anulación',
  carteraBatchInvalid: 'El lote tiene errores: no se guardó nada',
  carteraDuplicateInBatch: 'Está repetida en el lote',
  carteraEdgesInvalid:
    'Los tramos deben ser de 1 a 6 números enteros de días, crecientes, entre 1 y 3650 (p. ej. 30, 60, 90, 120)',
} as const;
