import type { App } from '../app';

// Fresh users and companies for a test, through the dev fixture routes (modules/dev-fixtures).

export interface FixtureRole {
  id_role: number;
  customer_nit: string | null;
  status?: 'pending' | 'active' | 'disabled';
  company_nit?: string;
}

export async function createUser(app: App, email: string, roles: FixtureRole[], extra: object = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/dev/users',
    payload: { email, roles, ...extra },
  });
  if (response.statusCode !== 201)
    throw new Error(`dev user ${email} → ${response.statusCode} ${response.body}`);
  return response.json<{
    id: number;
    user_roles: { id_usuario_rol: number; id_role: number; id_customer: number | null; status: string }[];
  }>();
}

export async function createCompany(
  app: App,
  payload: {
    nit: string;
    razon_social: string;
    kind: 'transporte' | 'especiales';
    status?: string;
    admin?: object;
  },
) {
  const response = await app.inject({ method: 'POST', url: '/api/dev/customers', payload });
  if (response.statusCode !== 201)
    throw new Error(`dev customer ${payload.nit} → ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; admin_user_id: number | null; admin_id_usuario_rol: number | null }>();
}
