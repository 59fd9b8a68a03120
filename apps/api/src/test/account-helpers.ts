import type { TRegisterGeneratorRequest } from '@trazo/shared';
import { desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import { emailOutbox } from '../db/schema';

// Helpers for the accounts tests (registration, verification, recovery).

let ipCounter = 0;
/** A fresh client address per test, so per-IP throttles of one test never touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let emailCounter = 0;
export function newEmail(prefix = 'nuevo'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${Math.random().toString(36).slice(2, 8)}@example.co`;
}

/** A valid spec §3 generator registration for the demo transport company (NIT 900123456). */
export function generatorPayload(
  overrides: Partial<TRegisterGeneratorRequest> = {},
): TRegisterGeneratorRequest {
  return {
    name: 'Ana María',
    last_name: 'Gómez Duarte',
    email: newEmail(),
    password: 'Camion-Rojo-2026',
    password_confirm: 'Camion-Rojo-2026',
    num_cel: '3001234567',
    ciudad: 11001,
    cedula: '1020304050',
    nit: '800197268',
    nit_transporte: '900123456',
    razon_social: 'Flores del Campo S.A.S.',
    selectipo_documento: 3,
    cargo: 'Jefe de logística',
    auth_notification: 1,
    terms_conditions: 1,
    ...overrides,
  };
}

export interface QueuedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mail queued for `to`, newest first (what the outbox will send). */
export async function mailsTo(app: App, to: string): Promise<QueuedMail[]> {
  return app.db
    .select({
      kind: emailOutbox.kind,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id));
}

export function codeIn(text: string): string {
  const code = /Código: (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in mail:\n${text}`);
  return code;
}

export function linkIn(text: string, label: string): string {
  const url = new RegExp(`${label}: (\\S+)`).exec(text)?.[1];
  if (!url) throw new Error(`no "${label}" link in mail:\n${text}`);
  return url;
}

export async function latestCode(app: App, to: string): Promise<string> {
  const [mail] = await mailsTo(app, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return codeIn(mail.text);
}

/**
 * A new account's unverified session: registration signs no one in (issue 23 item 11), so, as the web
 * does after registering, the new user signs in through /api/login (answering verificado null).
 */
export async function signInRegistered(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login after registering → ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}
