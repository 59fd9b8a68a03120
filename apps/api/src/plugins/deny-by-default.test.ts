import { MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import {
  Callers,
  listOperations,
  type Operation,
  ROLE_IDS,
  sampleOf,
  unlimitedRateLimiter,
  urlOf,
} from '../test/openapi-walk';

// Issue 13 item 4: every /api route needs a session unless it declares otherwise (config.access), and
// a route's roles (config.roles) are the only place its area is written. This walks the published
// OpenAPI document and checks the gate against those declarations, not against a table kept here.

let t: TestApp;
let operations: Operation[];
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp({ rateLimiter: unlimitedRateLimiter });
  operations = listOperations(t.app);
  callers = new Callers(t.app);
});
afterAll(() => t?.close());

function call(op: Operation, headers: Record<string, string> = {}) {
  const body = op.body ? sampleOf(op.body) : undefined;
  return t.app.inject({
    method: op.method as 'GET',
    url: urlOf(op),
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe('deny by default', () => {
  it('documents every route the gate knows, except the hidden development and test-gateway ones', () => {
    expect(operations.length).toBeGreaterThan(50);
    const documented = new Set(operations.map((op) => `${op.method} ${op.access.url}`));
    const undocumented = t.app.routeAccess
      .filter((entry) => !documented.has(`${entry.method} ${entry.url}`))
      .map((entry) => `${entry.method} ${entry.url}`);
    expect(undocumented.sort()).toEqual([
      'GET /api/dev/mail',
      'GET /api/dev/mail/:id/adjunto',
      'GET /api/pagos/pasarela-prueba/:referencia',
      'POST /api/dev/customers',
      'POST /api/dev/users',
      'POST /api/pagos/pasarela-prueba/:referencia',
    ]);
  });

  it('opens exactly the reviewed routes to callers without a session', () => {
    // The review: what a visitor needs before signing in (apps/web's public pages), the ERP (its own
    // key), ePayco's webhook and the test gateway, signed file links, and the development fixtures.
    const open = t.app.routeAccess
      .filter((entry) => entry.access !== 'session')
      .map((entry) => `${entry.access} ${entry.method} ${entry.url}`)
      .sort();
    expect(open).toEqual([
      'apiKey POST /api/v1/integracion/facturas',
      'apiKey POST /api/v1/integracion/facturas/:numero/adjuntos',
      'apiKey POST /api/v1/integracion/facturas/:numero/anulacion',
      'apiKey POST /api/v1/integracion/movimientos',
      'apiKey POST /api/v1/integracion/movimientos/:manifiesto/cumplidos',
      'apiKey POST /api/v1/integracion/movimientos/:manifiesto/eventos',
      'apiKey POST /api/v1/integracion/pagos',
      'driver DELETE /api/conductor/gastos/:clientId',
      'driver DELETE /api/conductor/sesion',
      'driver GET /api/conductor/checklist',
      'driver GET /api/conductor/gastos/tipos',
      'driver GET /api/conductor/motivos-rechazo',
      'driver GET /api/conductor/servicios',
      'driver GET /api/conductor/servicios/:id',
      'driver GET /api/conductor/servicios/:id/fuec',
      'driver GET /api/conductor/sesion',
      'driver GET /api/conductor/turno',
      'driver GET /api/conductor/viajes',
      'driver GET /api/conductor/viajes/:id',
      'driver GET /api/conductor/viajes/:id/dinero',
      'driver POST /api/conductor/entregas',
      'driver POST /api/conductor/eventos',
      'driver POST /api/conductor/fotos',
      'driver POST /api/conductor/gastos',
      'driver POST /api/conductor/inspecciones',
      'driver POST /api/conductor/servicios/registros',
      'driver POST /api/conductor/turno',
      'driver POST /api/conductor/turno/:id/aceptar',
      'driver POST /api/conductor/turno/:id/rechazar',
      'driver POST /api/conductor/turno/:id/salir',
      'driver PUT /api/conductor/gastos/:clientId',
      'optional GET /api/planes',
      'optional POST /api/logout',
      'public GET /api/archivos/:id',
      'public GET /api/avatars/:file',
      'public GET /api/cargar_zonas',
      'public GET /api/dev/mail',
      'public GET /api/dev/mail/:id/adjunto',
      'public GET /api/email/verify',
      'public GET /api/fuec/publico/:token',
      'public GET /api/logos/:file',
      'public GET /api/notificaciones/baja',
      'public GET /api/pagos/estado',
      'public GET /api/pagos/pasarela-prueba/:referencia',
      'public GET /api/roles',
      'public GET /api/site-info',
      'public GET /api/tipos_documento',
      'public POST /api/conductor/sesion',
      'public POST /api/dev/customers',
      'public POST /api/dev/users',
      'public POST /api/enviarcorreosolicitud',
      'public POST /api/img_public',
      'public POST /api/login',
      'public POST /api/notificaciones/baja',
      'public POST /api/pagos/epayco/confirmacion',
      'public POST /api/pagos/pasarela-prueba/:referencia',
      'public POST /api/passwordreset',
      'public POST /api/registerempresatransporte',
      'public POST /api/registerespecial',
      'public POST /api/registergenerador',
      'public POST /api/reset-password',
      'public POST /api/reset-password/check',
      'public POST /api/search_customer_document',
      'public POST /api/verify-code-password',
    ]);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const response = await call(op);
      const { access } = op.access;
      const label = `${access} ${op.method} ${op.path} → ${response.statusCode}`;
      if (access === 'session' || access === 'driver') {
        if (response.statusCode !== 401 || response.json().message !== MSG.unauthenticated) wrong.push(label);
      } else if (access === 'apiKey') {
        if (response.statusCode !== 401 || response.json().message !== MSG.apiKeyInvalid) wrong.push(label);
      } else if (response.statusCode === 401 && response.json().message === MSG.unauthenticated) {
        wrong.push(label); // a public route may answer 401 for its own reasons (login: wrong password)
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a session is not an ERP key: the integration routes still answer 401', async () => {
    const erp = operations.filter((op) => op.access.access === 'apiKey');
    expect(erp.length).toBeGreaterThan(0);
    for (const op of erp) {
      const response = await call(op, await callers.session(5));
      expect(response.statusCode, op.path).toBe(401);
    }
  });

  it('a portal session of any role is not a driver session: the drivers’ app routes answer 401', async () => {
    const driverOps = operations.filter((op) => op.access.access === 'driver');
    expect(driverOps.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const role of ROLE_IDS) {
      for (const op of driverOps) {
        const response = await call(op, await callers.session(role));
        if (response.statusCode !== 401)
          wrong.push(`role ${role} ${op.method} ${op.path} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to each role 1–6 outside the roles a route declares, and lets its roles in', async () => {
    const sessionOps = operations.filter((op) => op.access.access === 'session');
    const restricted = sessionOps.filter((op) => op.access.roles !== null);
    expect(restricted.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    let checked = 0;
    for (const role of ROLE_IDS) {
      for (const op of sessionOps) {
        const response = await call(op, await callers.session(role));
        const allowed = op.access.roles === null || op.access.roles.includes(role);
        const status = response.statusCode;
        const message = status === 403 ? response.json().message : null;
        const refusedByGate = status === 401 || message === MSG.forbidden || message === MSG.emailNotVerified;
        if (allowed ? refusedByGate : status !== 403 || message !== MSG.forbidden) {
          wrong.push(`role ${role} ${op.method} ${op.path} → ${status} ${message ?? ''}`);
        }
        checked++;
      }
    }
    expect(checked).toBe(ROLE_IDS.length * sessionOps.length);
    expect(wrong).toEqual([]);
  });
});
