import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts';
import { uniqueEmail } from './fixtures-api';

// The 'Configuraciones' dialog (spec §2.8) and a fresh transport company with the mobile app.

export async function openConfiguration(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('button', { name: 'Configuraciones' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Configuraciones' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** An active transport company with the mobile app and no checklist yet, and its administrator. */
export async function createCompanyWithApp(request: APIRequestContext) {
  const nit = String(700_000_000 + Math.floor(Math.random() * 99_999_999));
  const admin = { email: uniqueEmail('config'), password: DEMO_PASSWORD };
  const response = await request.post('/api/dev/customers', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      nit,
      razon_social: `Transportes Checklist ${nit.slice(-5)} S.A.S.`,
      kind: 'transporte',
      status: 'active',
      has_mobile_app: true,
      admin: { ...admin, name: 'Jefe', last_name: 'De Flota', status: 'active' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return admin;
}
