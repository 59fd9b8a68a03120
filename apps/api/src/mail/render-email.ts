// One layout for every Spanish e-mail: an HTML version (inline styles, as mail clients need) and a
// plain-text version with the same content.

export interface EmailContent {
  /** The company the message speaks for (the transport company, or Trazo itself). */
  companyName?: string;
  greeting?: string;
  heading: string;
  paragraphs: string[];
  /** A code shown large (verification, password reset). */
  code?: string;
  action?: { label: string; url: string };
  footnote?: string;
  /** A small link under the footnote (a notification's opt-out). */
  smallLink?: { label: string; url: string };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const company = content.companyName ?? 'Trazo';
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const code = content.code
    ? `<p style="margin:18px 0;font-size:30px;letter-spacing:8px;font-weight:700;color:#1c3d72">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:22px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c6dd0;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:18px 0 0;font-size:12px;color:#666">${escapeHtml(content.footnote)}</p>`
    : '';
  const smallLink = content.smallLink
    ? `<p style="margin:12px 0 0;font-size:12px"><a href="${escapeHtml(content.smallLink.url)}" style="color:#666">${escapeHtml(content.smallLink.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="es"><body style="margin:0;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">
<tr><td style="background:#1c3d72;color:#fff;padding:16px 24px;font-size:18px;font-weight:700;border-radius:8px 8px 0 0">${escapeHtml(company)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.greeting ? `<p style="margin:0 0 14px">${escapeHtml(content.greeting)}</p>` : ''}${paragraphs}${code}${action}${footnote}${smallLink}
</td></tr>
<tr><td style="padding:12px 24px;font-size:12px;color:#888;border-top:1px solid #eee">${escapeHtml(company)} · enviado por Trazo. Este es un mensaje automático; no responda a este correo.</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    company,
    '',
    content.heading,
    '',
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [`Código: ${content.code}`, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(content.smallLink ? [`${content.smallLink.label}: ${content.smallLink.url}`, ''] : []),
    `${company} · enviado por Trazo. Este es un mensaje automático; no responda a este correo.`,
  ].join('\n');
  return { html, text };
}
