import { expect, type Page } from '@playwright/test';
import { fillLogin } from './auth';
import { DEMO_PASSWORD } from './demo-accounts';

// Demo accounts the public-site issue seeds (apps/api db/seed): a transport company without the
// mobile app, and a special-services user who works for two companies.
export const PUBLIC_SITE_ACCOUNTS = {
  pagos: { email: 'pagos@trazo.demo', company: 'Transportes La Sabana S.A.S.' },
  empresas: { email: 'empresas@trazo.demo', companies: ['Especiales Demo S.A.S.', 'Eventos Andinos S.A.S.'] },
} as const;

/** Signs in through the form at `path` (/login or the branded /prueba-login) and submits. */
export async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await fillLogin(page, email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Ingreso exitoso')).toBeVisible();
}

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** The development mailbox (GET /api/dev/mail), newest first. */
export async function devMail(page: Page): Promise<DevMail[]> {
  const response = await page.request.get('/api/dev/mail');
  expect(response.ok()).toBe(true);
  return (await response.json()) as DevMail[];
}
