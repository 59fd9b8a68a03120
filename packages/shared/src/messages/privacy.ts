// Ours: throttles and the privacy of the public lookup (issue 13 items 5 and 6).

export const PRIVACY_MESSAGES = {
  // ── Ours: throttles ──
  tooManyLoginAttemptsFromAddress:
    'Demasiados intentos fallidos desde esta conexión. Espere unos minutos e intente de nuevo.',
  tooManyLoginAttemptsFromDevice:
    'Demasiados intentos fallidos desde este navegador. Espere unos minutos e intente de nuevo.',
  // ── Ours: privacy of the public lookup ──
  lookupPrivacyTitle: 'Privacidad de la consulta pública',
  lookupPrivacyIntro:
    'Elija qué datos de remitentes y destinatarios muestra la consulta pública de documentos. Los números de manifiesto son consecutivos: cualquiera puede probarlos, por eso lo recomendado es ocultar.',
  lookupPrivacyPhones: 'Teléfonos',
  lookupPrivacyDocuments: 'Documentos (NIT o cédula)',
  lookupPrivacyAddresses: 'Direcciones',
  lookupPrivacyMasked: 'Solo los últimos dígitos',
  lookupPrivacyFull: 'Completos',
  lookupPrivacyAfterMatch: 'Solo al consultar por documento cliente o elegir la sucursal',
  lookupPrivacyAlways: 'Siempre',
  lookupPrivacyNever: 'Nunca',
  lookupPrivacyDeclaredValue: 'Valor declarado',
  lookupPrivacySignatures: 'Firmas de quien recibe (imágenes)',
  lookupPrivacyPositions: 'Ubicación de los eventos',
  lookupPrivacyHidden: 'Ocultar',
  lookupPrivacyShown: 'Mostrar',
  lookupPrivacyExact: 'Exacta',
  lookupPrivacyApproximate: 'Aproximada (unos 1,1 km)',
  lookupCompany: 'Empresa de transporte',
  lookupCompanyLogo: 'Logo de',
  lookupDeclaredValueHidden: 'Reservado por la empresa de transporte',
  lookupTooManyFound:
    'Ha consultado muchos documentos en poco tiempo. Espere unos minutos e intente de nuevo.',
  lookupPrivacySave: 'Guardar privacidad',
  lookupPrivacySaved: 'Privacidad de la consulta pública actualizada.',
  lookupPrivacyLoadError: 'No se pudo cargar la privacidad de la consulta pública.',
  lookupPrivacyInvalid: 'La opción de privacidad no es válida.',
  lookupAddressHidden: 'Dirección reservada por la empresa de transporte.',
} as const;
