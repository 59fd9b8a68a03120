import type { TMyCompaniesResponse } from '@trazo/shared';
import { loginAs, withCookie } from '../../test/auth-helpers';
import type { TestApp } from '../../test/create-test-app';

// Sessions acting for a special-transport operator: `empresas@trazo.demo` works for two of them.

export const EVENTOS = 'Eventos Andinos S.A.S.';
export const ESPECIALES_DEMO = 'Especiales Demo S.A.S.';

/** Signs in and chooses `company` (role 1); returns a caller for /api paths. */
export async function operatorSession(t: TestApp, company: string, email = 'empresas@trazo.demo') {
  const { token } = await loginAs(t.app, email);
  const list = await t.app.inject({ method: 'GET', url: '/api/mis-empresas', ...withCookie(token) });
  const chosen = list.json<TMyCompaniesResponse>().data.find((c) => c.name === company);
  if (!chosen) throw new Error(`${email} cannot act for ${company}`);
  const selected = await t.app.inject({
    method: 'POST',
    url: '/api/seleccionar_empresa',
    ...withCookie(token),
    payload: { id_customer: chosen.id },
  });
  if (selected.statusCode !== 200) throw new Error(`select ${company} → ${selected.statusCode}`);
  return { token, customerId: chosen.id, call: caller(t, token) };
}

export function caller(t: TestApp, token: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...withCookie(token) });
}

export const costCentreForm = (over: object = {}) => ({
  clientNit: '860002964',
  clientDv: 4,
  clientName: 'Banco de Bogotá S.A.',
  code: 'ADM-01',
  name: 'Administración',
  monthlyBudgetCop: 12_000_000,
  ...over,
});

export const placeForm = (over: object = {}) => ({
  name: 'Sede Calle 100',
  address: 'Cl 100 # 19-61',
  zoneId: 11001,
  latitude: 4.6862,
  longitude: -74.0455,
  aliases: ['Torre 100'],
  ...over,
});

export const staffForm = (over: object = {}) => ({
  documentTypeId: 3,
  documentNumber: '1020304050',
  firstNames: 'María Fernanda',
  lastNames: 'Rojas Peña',
  phone: '3001234567',
  email: 'maria.rojas@cliente.co',
  consentDate: '2026-01-15',
  ...over,
});

export const contractForm = (over: object = {}) => ({
  clientNit: '860002964',
  clientDv: 4,
  clientName: 'Banco de Bogotá S.A.',
  objeto: 'Transporte de funcionarios entre sus residencias y la sede',
  type: 'empresarial',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  route: 'Bogotá – Chía',
  responsibleName: 'Carlos Andrés Díaz',
  responsibleDocument: '79555123',
  responsiblePhone: '6013217654',
  responsibleAddress: 'Cra 7 # 71-21, Bogotá',
  ...over,
});
