import { MSG } from '@trazo/shared';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

const pesos = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
});

export interface GatewayPageInput {
  reference: string;
  description: string;
  amount: number;
  /** Form token; null when the order can no longer be paid here. */
  token: string | null;
  /** Where to look at the result of an order already processed. */
  resultUrl: string | null;
}

/**
 * The test gateway's page: a stand-in for ePayco's hosted checkout, served by the API (not the SPA) so
 * it stays outside the app like the real one. Plain HTML form, no script (the CSP allows none inline).
 */
export function renderGatewayPage(input: GatewayPageInput): string {
  const body = input.token
    ? `<form method="post" action="/api/pagos/pasarela-prueba/${encodeURIComponent(input.reference)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<div class="actions">
<button type="submit" name="decision" value="aprobar" class="ok">${escapeHtml(MSG.testGatewayApprove)}</button>
<button type="submit" name="decision" value="rechazar" class="ko">${escapeHtml(MSG.testGatewayReject)}</button>
</div></form>
<p><a href="/pasarela">${escapeHtml(MSG.cancel)}</a></p>`
    : `<p role="status">${escapeHtml(MSG.testGatewayClosed)}</p>${
        input.resultUrl ? `<p><a href="${escapeHtml(input.resultUrl)}">Ver el resultado</a></p>` : ''
      }`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(MSG.testGatewayTitle)} · Trazo</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f3f5f9;color:#1f2933}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 12px #0001}
h1{font-size:22px;margin:0 0 8px}.note{background:#fff4d6;border-radius:6px;padding:10px 12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:20px 0}dt{color:#52606d}dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px}button{flex:1;font-size:16px;padding:12px;border:0;border-radius:6px;cursor:pointer;color:#fff}
.ok{background:#1c7c3c}.ko{background:#b42318}a{color:#1c6dd0}
</style></head>
<body><main>
<h1>${escapeHtml(MSG.testGatewayTitle)}</h1>
<p class="note">${escapeHtml(MSG.testGatewayText)}</p>
<dl><dt>Referencia</dt><dd>${escapeHtml(input.reference)}</dd>
<dt>Descripción</dt><dd>${escapeHtml(input.description)}</dd>
<dt>Valor</dt><dd>${escapeHtml(pesos.format(input.amount))}</dd></dl>
${body}
</main></body></html>`;
}
