import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueEmail } from './mailbox';

// Accounts created through the public registration API, for specs that need a fresh user of their
// own (recovery, e-mail link). Registration is throttled per IP (10 an hour): create only what you use.

export const NEW_PASSWORD = 'Ruta-Segura-2026';
export const DEMO_TRANSPORT_NIT = '900123456';
export const BOGOTA_ZONE_ID = 11001;

export interface NewAccount {
  email: string;
  password: string;
}

/** A NIT that no seeded company has (they start with 90). */
export function randomNit(): string {
  return `8${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Registers an unverified shipper of the demo transport company through POST /api/registergenerador. */
export async function registerShipper(request: APIRequestContext, tag: string): Promise<NewAccount> {
  const account = { email: uniqueEmail(tag), password: NEW_PASSWORD };
  const response = await request.post('/api/registergenerador', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      name: 'Prueba',
      last_name: 'Automática',
      email: account.email,
      password: account.password,
      password_confirm: account.password,
      num_cel: '3001234567',
      ciudad: BOGOTA_ZONE_ID,
      cedula: '',
      nit: randomNit(),
      nit_transporte: DEMO_TRANSPORT_NIT,
      razon_social: 'Cargas de Prueba S.A.S.',
      selectipo_documento: 3,
      cargo: 'Analista',
      auth_notification: 1,
      terms_conditions: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}
