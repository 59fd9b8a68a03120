import { MSG, ROLE, ZRegisterResponse } from '@trazo/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customers, userRoles, users } from '../../db/schema';
import { codeIn, generatorPayload, mailsTo, nextIp } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});
afterEach(() => {
  inbox.received.length = 0;
});

/** The company forms send the generator payload without nit_transporte (spec §3). */
function companyPayload(nit: string, overrides: object = {}) {
  const { nit_transporte: _omitted, ...payload } = generatorPayload({
    nit,
    razon_social: `Empresa ${nit} S.A.S.`,
  });
  return { ...payload, ...overrides };
}

const register = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

describe.each([
  ['/api/registerempresatransporte', 'transporte', ROLE.empresaTransporte, '830555111'],
  ['/api/registerespecial', 'especiales', ROLE.especiales, '830555222'],
] as const)('POST %s', (url, kind, roleId, nit) => {
  it('creates a pending customer and a pending role, and mails the code over SMTP', async () => {
    const payload = companyPayload(`${nit.slice(0, 3)}.${nit.slice(3, 6)}.${nit.slice(6)}`);
    const res = await register(url, payload);
    expect(res.statusCode).toBe(200);
    const body = ZRegisterResponse.parse(res.json());
    expect(body).toEqual({ message: MSG.registerSuccessVerify, email: payload.email.toLowerCase() });
    expect(res.cookies.find((c) => c.name === 'Authorization')).toBeUndefined();

    const [customer] = await t.app.db.select().from(customers).where(eq(customers.nit, nit));
    expect(customer).toMatchObject({ kind, status: 'pending', razonSocial: payload.razon_social });
    expect(customer?.checkDigit).toBeGreaterThanOrEqual(0);
    const [role] = await t.app.db
      .select({ roleId: userRoles.roleId, status: userRoles.status, customerId: userRoles.customerId })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(users.email, payload.email));
    expect(role).toEqual({ roleId, status: 'pending', customerId: customer?.id });

    // Real SMTP: the worker delivers the queued message with the code, in Trazo's name, and then keeps
    // no copy of the code.
    const [queued] = await mailsTo(t.app, payload.email);
    const code = codeIn(queued?.text ?? '');
    expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    const received = inbox.received.find((m) => m.to.includes(payload.email));
    expect(received?.subject).toBe('Verifica tu correo en Trazo');
    expect(received?.text.split('\n')[0]).toBe('Trazo');
    expect(codeIn(received?.text ?? '')).toBe(code);
    expect(received?.html).toContain(code);
    expect((await mailsTo(t.app, payload.email))[0]?.text).toBe('');
  });

  it('421 when a company with that NIT already exists', async () => {
    const res = await register(url, companyPayload(nit));
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ message: MSG.companyNitTaken, errors: { nit: [MSG.companyNitTaken] } });
  });
});

describe('company registration', () => {
  it('answers an e-mail already registered as a new one, and no customer is left behind', async () => {
    const res = await register(
      '/api/registerempresatransporte',
      companyPayload('830555333', { email: 'admin@trazo.demo' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.registerSuccessVerify, email: 'admin@trazo.demo' });
    expect(await t.app.db.select().from(customers).where(eq(customers.nit, '830555333'))).toEqual([]);
  });

  it('a race for one e-mail: both answer 200 (not 500), one account and one company are created', async () => {
    const email = 'carrera@example.co';
    const answers = await Promise.all([
      register('/api/registerempresatransporte', companyPayload('830555444', { email })),
      register('/api/registerespecial', companyPayload('830555555', { email })),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const created = await t.app.db
      .select()
      .from(customers)
      .where(inArray(customers.nit, ['830555444', '830555555']));
    expect(created).toHaveLength(1);
  });

  it('the new user signs in with the password chosen: unverified and pending (rol 0)', async () => {
    const payload = companyPayload('830555666');
    expect((await register('/api/registerespecial', payload)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ verificado: null, rol: ROLE.pending });
  });
});
