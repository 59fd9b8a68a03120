// Ours: report downloads (issue 12). The spec's own report texts live in spec.ts.

export const REPORT_MESSAGES = {
  // ── Ours: reports ──
  reportsStartAfterEnd: 'La fecha inicio debe ser anterior o igual a la fecha fin.',
  reportsStartDate: 'Fecha inicio',
  reportsEndDate: 'Fecha fin',
  reportsFormat: 'Formato',
  reportsDownloading: 'Descargando…',
};
