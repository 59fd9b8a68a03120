import { MSG, type NotificationValues, renderTemplate } from '@trazo/shared';
import { renderEmail } from '../../mail/render-email';

/**
 * A template filled with an event's values, in the common e-mail layout: the subject as heading, each
 * paragraph of the body (blank-line separated) escaped for HTML by renderEmail, and the opt-out link.
 */
export function renderNotification(
  template: { subject: string; body: string },
  values: NotificationValues,
  optOutUrl: string | null,
): { subject: string; text: string; html: string } {
  // A subject is one line: a line break in a value must not start a new mail header.
  const subject = renderTemplate(template.subject, values).replace(/\s+/g, ' ').trim().slice(0, 200);
  const paragraphs = renderTemplate(template.body, values)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const { html, text } = renderEmail({
    companyName: values.empresa,
    heading: subject,
    paragraphs,
    ...(optOutUrl ? { smallLink: { label: MSG.ntfOptOutTitle, url: optOutUrl } } : {}),
  });
  return { subject, text, html };
}
