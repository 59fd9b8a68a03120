// Ours: uploads that are too big or too many at once (issue 13 §1): spreadsheet bombs, import concurrency.

export const UPLOAD_MESSAGES = {
  importUnzippedTooLarge:
    'El archivo descomprimido es demasiado grande. Divida la información en varios archivos más pequeños.',
  importCellTooLarge:
    'Una celda del archivo supera el máximo de 2.000 caracteres. Revise que el archivo sea la plantilla.',
  importBusy: 'Ya hay importaciones en curso para su empresa. Espere a que terminen e intente de nuevo.',
} as const;
