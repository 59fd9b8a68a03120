// Ours: the transport company shares its public lookup (issue 14 item 11).

export const SHARE_LOOKUP_MESSAGES = {
  // ── Ours: share-lookup ──
  shareLookupTitle: 'Compartir consulta',
  shareLookupIntro:
    'Envía este enlace a tus clientes o imprime el código QR: abre la consulta pública de tus documentos sin escribir el NIT.',
  shareLookupLinkLabel: 'Enlace de la consulta pública',
  shareLookupCopy: 'Copiar enlace',
  shareLookupCopied: 'Enlace copiado',
  shareLookupPrint: 'Imprimir',
  shareLookupQrLabel: 'Código QR de la consulta pública',
  shareLookupScan: 'Escanea para consultar tus documentos',
} as const;
