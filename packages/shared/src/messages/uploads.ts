// Ours: uploads that are too big or too many at once (issue 13 §1): spreadsheet bombs, import concurrency,
// image bombs (issue 23).

export const UPLOAD_MESSAGES = {
  importUnzippedTooLarge:
    'El archivo descomprimido es demasiado grande. Divida la información en varios archivos más pequeños.',
  importCellTooLarge:
    'Una celda del archivo supera el máximo de 2.000 caracteres. Revise que el archivo sea la plantilla.',
  imageTooManyPixels:
    'La imagen es demasiado grande: se admiten hasta 50 megapíxeles (por ejemplo, 8.000 × 6.000 píxeles). Redúzcala e intente de nuevo.',
  imageUnreadable:
    'No fue posible leer la imagen: el archivo está dañado o no es una imagen. Intente con otro archivo.',
  importBusy: 'Ya hay importaciones en curso para su empresa. Espere a que terminen e intente de nuevo.',
} as const;
