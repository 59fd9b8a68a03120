import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts';

// Fresh users and companies through the dev-only fixture routes (POST /api/dev/users, /api/dev/customers):
// tests run in parallel on one server, so a test that changes an account makes its own.

/** The demo transport company (seeded), to which generators are linked. */
export const DEMO_TRANSPORT_NIT = '900123456';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

type Status = 'pending' | 'active' | 'disabled';

export interface FreshUser {
  email: string;
  password: string;
  name: string;
  lastName: string;
  idUsuarioRol: number;
}

/** A unique address for this run: `<label>-<random>@trazo.test`. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@trazo.test`;
}

interface FreshUserOptions {
  label?: string;
  name?: string;
  lastName?: string;
  roleId?: number;
  customerNit?: string | null;
  status?: Status;
}

export async function createUser(
  request: APIRequestContext,
  options: FreshUserOptions = {},
): Promise<FreshUser> {
  const email = uniqueEmail(options.label ?? 'e2e');
  const name = options.name ?? 'Usuario';
  const lastName = options.lastName ?? `Prueba ${email.slice(-18, -11)}`;
  const response = await request.post('/api/dev/users', {
    headers: HEADERS,
    data: {
      email,
      password: DEMO_PASSWORD,
      name,
      last_name: lastName,
      roles: [
        {
          id_role: options.roleId ?? 2,
          customer_nit: options.customerNit === undefined ? DEMO_TRANSPORT_NIT : options.customerNit,
          status: options.status ?? 'active',
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user_roles: { id_usuario_rol: number }[] };
  return {
    email,
    password: DEMO_PASSWORD,
    name,
    lastName,
    idUsuarioRol: body.user_roles[0]?.id_usuario_rol ?? 0,
  };
}

export interface FreshCustomer {
  nit: string;
  razonSocial: string;
  admin: { email: string; password: string };
}

/**
 * A transport company of its own with its administrator: by default self-registered and awaiting the
 * super-administrator (both pending); `active` for a company already at work.
 */
export async function createTransportCompany(
  request: APIRequestContext,
  status: 'pending' | 'active' = 'pending',
): Promise<FreshCustomer> {
  const nit = String(800_000_000 + Math.floor(Math.random() * 99_999_999));
  const razonSocial = `Transportes Prueba ${nit.slice(-5)} S.A.S.`;
  const admin = { email: uniqueEmail('empresa'), password: DEMO_PASSWORD };
  const response = await request.post('/api/dev/customers', {
    headers: HEADERS,
    data: {
      nit,
      razon_social: razonSocial,
      kind: 'transporte',
      status,
      admin: { ...admin, name: 'Gerente', last_name: 'De Prueba', status },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { nit, razonSocial, admin };
}
