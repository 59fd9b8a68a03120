import { type APIRequestContext, expect } from '@playwright/test';

// The development mailbox (GET /api/dev/mail?to=, newest first): the e2e server has no SMTP_URL, so
// every mail the API sends is kept there. Subjects and text layout: apps/api/src/mail/render-email.ts.

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export const SUBJECT = {
  verification: 'Verifica tu correo en Trazo',
  reset: 'Restablece tu contraseña de Trazo',
} as const;

/** A fresh address per test, so parallel tests never read each other's mail. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.trazo.test`;
}

/** Waits for the newest mail to `to` with `subject` (sent after `since`, when given). */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: string,
  since?: string,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as DevMail[];
        found = mails.find((m) => m.subject === subject && (!since || m.created_at > since));
        return Boolean(found);
      },
      { message: `a mail "${subject}" to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as DevMail;
}

/** The 6-digit code of a mail ("Código: 123456"). */
export function codeOf(mail: DevMail): string {
  const match = /Código: (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
}

/** The URL after "<label>: " in the mail's text part, as a path of the app under test. */
export function linkOf(mail: DevMail, label: string): string {
  const match = new RegExp(`${label}: (\\S+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no "${label}" link in mail "${mail.subject}"`);
  const url = new URL(match[1]);
  return `${url.pathname}${url.search}`;
}
