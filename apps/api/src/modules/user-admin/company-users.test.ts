import { MSG, ROLE, type TUserRoleActionResponse, type TUserRolePage } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCompany, createUser } from '../../test/fixtures';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

let t: TestApp;
let inbox: SmtpInbox;
let admin: Record<string, string>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, APP_URL: 'https://trazo.example.co' } });
  admin = (await loginAs(t.app, 'transporte@trazo.demo')).bearer;
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const DEMO_NIT = '900123456';
const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/empresa-transporte/usuarios${query}`, headers });
const act = (headers: Record<string, string>, id: number | undefined, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/empresa-transporte/usuarios/${id}/${action}`, headers });
const sessionStatus = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', headers })).statusCode;

async function roleIdOf(email: string): Promise<number> {
  const page = (await list(admin, `?q=${encodeURIComponent(email)}`)).json<TUserRolePage>();
  const row = page.data.find((r) => r.email === email);
  if (!row) throw new Error(`${email} not listed`);
  return row.id_usuario_rol;
}

describe('GET /api/empresa-transporte/usuarios', () => {
  it("lists the company's user roles, paginated, newest first", async () => {
    const response = await list(admin, '?per_page=3');
    expect(response.statusCode).toBe(200);
    const page = response.json<TUserRolePage>();
    expect(page).toMatchObject({ page: 1, per_page: 3, last_page: Math.ceil(page.total / 3) });
    expect(page.total).toBeGreaterThanOrEqual(7); // generador, proveedor, terceros, transporte, multirol ×2, pendiente, sinverificar
    expect(page.data).toHaveLength(3);
    const ids = page.data.map((r) => r.id_usuario_rol);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const all = (await list(admin, '?per_page=100')).json<TUserRolePage>();
    expect(new Set(all.data.map((r) => r.name_customer))).toEqual(new Set(['Transportes Demo S.A.S.']));
    expect(all.data.map((r) => r.email)).not.toContain('especiales@trazo.demo');
  });

  it('filters by state and by text (name, last name or e-mail; wildcards are literal)', async () => {
    const pending = (await list(admin, '?status=pending')).json<TUserRolePage>();
    expect(pending.data.map((r) => r.email)).toContain('pendiente@trazo.demo');
    expect(pending.data.every((r) => r.status === 'pending')).toBe(true);
    const byName = (await list(admin, '?q=ROJAS%20vargas')).json<TUserRolePage>();
    expect(byName.data.map((r) => r.email)).toEqual(['pendiente@trazo.demo']);
    expect(byName.data[0]).toMatchObject({
      nombre: 'María Fernanda Rojas Vargas',
      role: 'Generador',
      verificado: true,
    });
    expect((await list(admin, '?q=%25')).json<TUserRolePage>().total).toBe(0);
    expect((await list(admin, '?status=rejected')).statusCode).toBe(422);
  });

  it('answers 403 to other roles, before looking at the query', async () => {
    const { bearer } = await loginAs(t.app, 'generador@trazo.demo');
    expect((await list(bearer)).statusCode).toBe(403);
    expect((await list(bearer, '?page=abc')).statusCode).toBe(403);
    expect((await list((await loginAs(t.app, 'admin@trazo.demo')).bearer)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });
});

describe('activation by the transport company', () => {
  it('activates pendiente@trazo.demo: e-mail with the company name and a login link, then rol 2 at login', async () => {
    expect((await loginAs(t.app, 'pendiente@trazo.demo')).body.rol).toBe(ROLE.pending);
    const response = await act(admin, await roleIdOf('pendiente@trazo.demo'), 'activar');
    expect(response.statusCode).toBe(200);
    const body = response.json<TUserRoleActionResponse>();
    expect(body).toMatchObject({
      message: MSG.userActivated,
      data: { email: 'pendiente@trazo.demo', status: 'active' },
    });

    const queued = (await t.app.db.select().from(emailOutbox)).find((m) => m.to === 'pendiente@trazo.demo');
    expect(queued?.kind).toBe('user-role-activar');
    await t.app.outbox.drain();
    const mail = inbox.received.find((m) => m.to.includes('pendiente@trazo.demo'));
    expect(mail?.subject).toBe('Su cuenta en Transportes Demo S.A.S. fue activada');
    expect(mail?.text).toContain('https://trazo.example.co/login');
    expect(mail?.html).toContain('Transportes Demo S.A.S.');

    const login = await loginAs(t.app, 'pendiente@trazo.demo');
    expect(login.body).toMatchObject({ rol: ROLE.generador, customer: { name: 'Transportes Demo S.A.S.' } });
  });

  it('refuses actions that do not apply (424) and unknown ids (404)', async () => {
    const id = await roleIdOf('pendiente@trazo.demo');
    expect((await act(admin, id, 'activar')).json()).toEqual({ message: MSG.alreadyActive });
    expect((await act(admin, id, 'rechazar')).statusCode).toBe(424);
    expect((await act(admin, 999_999, 'activar')).statusCode).toBe(404);
    expect((await act(admin, 0, 'activar')).statusCode).toBe(422);
    const own = await act(admin, await roleIdOf('transporte@trazo.demo'), 'desactivar');
    expect(own.statusCode).toBe(424);
    expect(own.json().message).toBe(MSG.cannotChangeOwnStatus);
  });

  it('rejects a pending request: the record ends disabled, the user is told and can no longer sign in', async () => {
    await createUser(t.app, 'rechazo@example.co', [
      { id_role: ROLE.proveedor, customer_nit: DEMO_NIT, status: 'pending' },
    ]);
    const pendingSession = (await loginAs(t.app, 'rechazo@example.co')).bearer;
    const response = await act(admin, await roleIdOf('rechazo@example.co'), 'rechazar');
    expect(response.json()).toMatchObject({ message: MSG.userRejected, data: { status: 'disabled' } });
    expect(await sessionStatus(pendingSession)).toBe(401); // no role left: every session ends
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'rechazo@example.co', password: 'Demo2026*' },
    });
    expect(login.statusCode).toBe(401);
    await t.app.outbox.drain();
    expect(inbox.received.find((m) => m.to.includes('rechazo@example.co'))?.subject).toBe(
      'Su solicitud de acceso a Transportes Demo S.A.S. fue rechazada',
    );
  });

  it('disabling ends the sessions acting as that role; the user keeps their other role', async () => {
    const asGenerator = await loginAs(t.app, 'multirol@trazo.demo');
    const generatorRole = asGenerator.body.rol1.find((r) => r.id_role === ROLE.generador);
    const transportRole = asGenerator.body.rol1.find((r) => r.id_role === ROLE.empresaTransporte);
    const pick = (headers: Record<string, string>, id?: number) =>
      t.app.inject({ method: 'POST', url: '/api/seleccionar_rol', headers, payload: { id_usuario_rol: id } });
    await pick(asGenerator.bearer, generatorRole?.id_usuario_rol);
    const asTransport = await loginAs(t.app, 'multirol@trazo.demo');
    await pick(asTransport.bearer, transportRole?.id_usuario_rol);

    const response = await act(admin, generatorRole?.id_usuario_rol, 'desactivar');
    expect(response.json()).toMatchObject({ message: MSG.userDisabled, data: { status: 'disabled' } });
    expect(await sessionStatus(asGenerator.bearer)).toBe(401);
    expect(await sessionStatus(asTransport.bearer)).toBe(200);
    expect((await loginAs(t.app, 'multirol@trazo.demo')).body.rol).toBe(ROLE.empresaTransporte);
  });

  it('disabling the only role ends every session; activating again restores access', async () => {
    const first = await loginAs(t.app, 'terceros@trazo.demo');
    const second = await loginAs(t.app, 'terceros@trazo.demo');
    const id = await roleIdOf('terceros@trazo.demo');
    expect((await act(admin, id, 'desactivar')).statusCode).toBe(200);
    expect(await sessionStatus(first.bearer)).toBe(401);
    expect(await sessionStatus(second.bearer)).toBe(401);
    expect((await act(admin, id, 'desactivar')).json().message).toBe(MSG.onlyActiveCanBeDisabled);
    expect((await act(admin, id, 'activar')).statusCode).toBe(200);
    expect((await loginAs(t.app, 'terceros@trazo.demo')).body.rol).toBe(ROLE.terceros);
  });
});

describe("another company's transport user", () => {
  it("sees only its own users; the demo company's answer as unknown ids (404, issue 23 item 12)", async () => {
    await createCompany(t.app, {
      nit: '800111222',
      razon_social: 'Carga Norte S.A.S.',
      kind: 'transporte',
      status: 'active',
      admin: { email: 'admin@carganorte.co', status: 'active' },
    });
    await createUser(t.app, 'conductor@carganorte.co', [
      { id_role: ROLE.generador, customer_nit: '800111222', status: 'pending' },
    ]);
    const other = (await loginAs(t.app, 'admin@carganorte.co')).bearer;
    const page = (await list(other)).json<TUserRolePage>();
    expect(page.data.map((r) => r.email).sort()).toEqual(['admin@carganorte.co', 'conductor@carganorte.co']);

    const demoUser = await roleIdOf('generador@trazo.demo');
    for (const action of ['activar', 'rechazar', 'desactivar']) {
      const response = await act(other, demoUser, action);
      const unknown = await act(other, 999_999_999, action);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MSG.userRoleNotFound });
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
        status: response.statusCode,
        body: response.json(),
      });
    }
    expect((await loginAs(t.app, 'generador@trazo.demo')).body.rol).toBe(ROLE.generador);
  });
});
