import { MSG, ROLE, type TCustomerActionResponse, type TCustomerPage } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../db/seed/demo-accounts';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCompany, createUser } from '../../test/fixtures';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

let t: TestApp;
let inbox: SmtpInbox;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url } });
  superAdmin = (await loginAs(t.app, 'admin@trazo.demo')).bearer;
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/super-administrador/clientes${query}`, headers });
const act = (headers: Record<string, string>, id: number, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/super-administrador/clientes/${id}/${action}`, headers });
const canLogIn = async (email: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Demo2026*' } }))
    .statusCode;

describe('GET /api/super-administrador/clientes', () => {
  it('lists companies with their administrator, filtered by state, kind and text, paginated', async () => {
    const { id } = await createCompany(t.app, {
      nit: '811222333',
      razon_social: 'Logística Andina S.A.S.',
      kind: 'transporte',
      admin: { email: 'gerente@andina.co', name: 'Paula', last_name: 'Gómez' },
    });
    const pending = (await list(superAdmin, '?status=pending')).json<TCustomerPage>();
    expect(pending.data.map((c) => c.id)).toContain(id);
    expect(pending.data.find((c) => c.id === id)).toMatchObject({
      nit: '811222333',
      razon_social: 'Logística Andina S.A.S.',
      kind: 'transporte',
      status: 'pending',
      admin: { email: 'gerente@andina.co', nombre: 'Paula Gómez', status: 'pending' },
      usuarios: 1,
    });
    expect((await list(superAdmin, '?q=ANDINA')).json<TCustomerPage>().data.map((c) => c.id)).toEqual([id]);
    expect((await list(superAdmin, '?q=811222')).json<TCustomerPage>().data.map((c) => c.id)).toEqual([id]);
    const especiales = (await list(superAdmin, '?kind=especiales')).json<TCustomerPage>();
    expect(especiales.data.map((c) => c.razon_social).sort()).toEqual(
      DEMO_CUSTOMERS.filter((c) => c.kind === 'especiales')
        .map((c) => c.razonSocial)
        .sort(),
    );
    const page = (await list(superAdmin, '?per_page=1&page=2')).json<TCustomerPage>();
    const total = DEMO_CUSTOMERS.length + 1;
    expect(page).toMatchObject({ page: 2, per_page: 1, total, last_page: total });
    expect(page.data).toHaveLength(1);
  });

  it('is for the super-administrator only', async () => {
    expect((await list((await loginAs(t.app, 'transporte@trazo.demo')).bearer)).statusCode).toBe(403);
    expect((await act((await loginAs(t.app, 'transporte@trazo.demo')).bearer, 1, 'activar')).statusCode).toBe(
      403,
    );
    expect((await list({})).statusCode).toBe(401);
  });
});

describe('company actions', () => {
  it('activating a pending company also activates its pending administrator and e-mails them', async () => {
    const { id } = await createCompany(t.app, {
      nit: '822333444',
      razon_social: 'Transportes del Sur S.A.S.',
      kind: 'transporte',
      admin: { email: 'jefe@delsur.co' },
    });
    expect((await loginAs(t.app, 'jefe@delsur.co')).body.rol).toBe(ROLE.pending);
    const response = await act(superAdmin, id, 'activar');
    expect(response.statusCode).toBe(200);
    expect(response.json<TCustomerActionResponse>()).toMatchObject({
      message: MSG.customerActivated,
      data: { status: 'active', admin: { status: 'active' } },
    });
    const login = await loginAs(t.app, 'jefe@delsur.co');
    expect(login.body).toMatchObject({
      rol: ROLE.empresaTransporte,
      customer: { name: 'Transportes del Sur S.A.S.' },
    });
    await t.app.outbox.drain();
    const mail = inbox.received.find((m) => m.to.includes('jefe@delsur.co'));
    expect(mail?.subject).toBe('Transportes del Sur S.A.S. fue activada en Trazo');
    expect(mail?.text).toContain('/login');
    expect((await act(superAdmin, id, 'activar')).statusCode).toBe(424);
  });

  it('a special-services company: its role-1 administrator is activated', async () => {
    const { id } = await createCompany(t.app, {
      nit: '833444555',
      razon_social: 'Especiales Express S.A.S.',
      kind: 'especiales',
      admin: { email: 'jefe@express.co' },
    });
    await act(superAdmin, id, 'activar');
    expect((await loginAs(t.app, 'jefe@express.co')).body.rol).toBe(ROLE.especiales);
  });

  it('rejecting a pending company leaves it disabled; its administrator cannot sign in', async () => {
    const { id } = await createCompany(t.app, {
      nit: '844555666',
      razon_social: 'Fletes Dudosos S.A.S.',
      kind: 'transporte',
      admin: { email: 'jefe@dudosos.co' },
    });
    const response = await act(superAdmin, id, 'rechazar');
    expect(response.json()).toMatchObject({ message: MSG.customerRejected, data: { status: 'disabled' } });
    expect(await canLogIn('jefe@dudosos.co')).toBe(401);
    await t.app.outbox.drain();
    expect(inbox.received.find((m) => m.to.includes('jefe@dudosos.co'))?.subject).toBe(
      'La solicitud de registro de Fletes Dudosos S.A.S. fue rechazada',
    );
    expect((await act(superAdmin, id, 'rechazar')).json().message).toBe(MSG.onlyPendingCanBeRejected);
  });

  it('disabling an active company ends every session acting for it, and only those', async () => {
    const { id } = await createCompany(t.app, {
      nit: '855666777',
      razon_social: 'Carga Rápida S.A.S.',
      kind: 'transporte',
      status: 'active',
      admin: { email: 'jefe@rapida.co', status: 'active' },
    });
    await createUser(t.app, 'cliente@rapida.co', [{ id_role: ROLE.generador, customer_nit: '855666777' }]);
    const sessions = [await loginAs(t.app, 'jefe@rapida.co'), await loginAs(t.app, 'cliente@rapida.co')];
    const bystander = await loginAs(t.app, 'generador@trazo.demo');

    const response = await act(superAdmin, id, 'desactivar');
    expect(response.json()).toMatchObject({ message: MSG.customerDisabled, data: { status: 'disabled' } });
    for (const s of sessions) {
      const check = await t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', headers: s.bearer });
      expect(check.statusCode).toBe(401);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/consulta_ingreso',
      headers: bystander.bearer,
    });
    expect(ok.statusCode).toBe(200);
    expect(await canLogIn('cliente@rapida.co')).toBe(401);
    await t.app.outbox.drain();
    expect(inbox.received.find((m) => m.to.includes('jefe@rapida.co'))?.subject).toBe(
      'Carga Rápida S.A.S. fue desactivada en Trazo',
    );
    expect((await act(superAdmin, id, 'activar')).statusCode).toBe(200);
    expect(await canLogIn('cliente@rapida.co')).toBe(200);
  });

  it('answers 404 for an unknown company', async () => {
    const response = await act(superAdmin, 999_999, 'activar');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MSG.customerNotFound });
  });
});
