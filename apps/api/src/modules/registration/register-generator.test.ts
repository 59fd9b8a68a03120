import { MSG, ROLE, ZRegisterResponse, ZSessionResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, userRoles, users } from '../../db/schema';
import { codeIn, generatorPayload, linkIn, mailsTo, nextIp } from '../../test/account-helpers';
import { XRW } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const register = (payload: object, url = '/api/registergenerador', ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('POST /api/registergenerador', () => {
  it('creates the user with a PENDING generator role at the transport company; login then opens /access', async () => {
    const payload = generatorPayload({ email: 'Ana.Registro@Example.co', nit_transporte: '900.123.456' });
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    expect(ZRegisterResponse.parse(res.json())).toEqual({
      message: MSG.registerSuccessVerify,
      email: 'ana.registro@example.co',
    });
    // Nobody is signed in by registration (issue 23 item 11); the new user signs in, unverified (spec §4).
    expect(res.cookies.find((c) => c.name === 'Authorization')).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ana.registro@example.co', password: payload.password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ verificado: null, rol: ROLE.pending, rol1: [] });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/consulta_ingreso',
      cookies: { Authorization: login.json().access_token },
      headers: XRW,
    });
    expect(session.statusCode).toBe(200);
    expect(ZSessionResponse.parse(session.json())).toMatchObject({ verificado: null, rol: 0 });

    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'ana.registro@example.co'));
    expect(user).toMatchObject({ name: 'Ana María', phone: '3001234567', zoneId: 11001, documentTypeId: 3 });
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [transport] = await t.app.db.select().from(customers).where(eq(customers.nit, '900123456'));
    const roles = await t.app.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? 0));
    expect(roles).toEqual([
      expect.objectContaining({
        roleId: ROLE.generador,
        customerId: transport?.id,
        status: 'pending',
        companyNit: '800197268',
        companyName: 'Flores del Campo S.A.S.',
        position: 'Jefe de logística',
      }),
    ]);

    // The verification mail: the transport company's name, the code and the signed link.
    const [mail] = await mailsTo(t.app, 'ana.registro@example.co');
    expect(mail).toMatchObject({ kind: 'verification-code', subject: 'Verifica tu correo en Trazo' });
    expect(mail?.text).toContain('Transportes Demo S.A.S.');
    expect(codeIn(mail?.text ?? '')).toMatch(/^\d{6}$/);
    expect(linkIn(mail?.text ?? '', 'Verificar mi correo')).toMatch(
      /^http:\/\/localhost:3000\/emailverify\?url=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Femail%2Fverify%3Fid%3D\d+%26hash%3D[0-9a-f]{32}%26expires%3D\d+&signature=[0-9a-f]{64}$/,
    );
  });

  it('registers providers and third parties through the same route (id_rol 3 and 4)', async () => {
    for (const roleId of [ROLE.proveedor, ROLE.terceros] as const) {
      const payload = generatorPayload({ id_rol: roleId });
      expect((await register(payload)).statusCode).toBe(200);
      const [row] = await t.app.db
        .select({ roleId: userRoles.roleId, status: userRoles.status })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(users.email, payload.email));
      expect(row).toEqual({ roleId, status: 'pending' });
    }
    const res = await register(generatorPayload({ id_rol: 5 as 2 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id_rol).toEqual([MSG.registerRoleInvalid]);
  });

  it('accepts a NIT with its correct DIAN check digit and refuses a wrong one (422)', async () => {
    expect(
      (await register(generatorPayload({ nit_transporte: '900123456-8', nit: '860002964-4' }))).statusCode,
    ).toBe(200);
    const res = await register(generatorPayload({ nit: '860002964-5' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { nit: [MSG.nitCheckDigitInvalid] } });
  });

  it('420 when the transport-company NIT is unknown or not a transport company', async () => {
    for (const nit of ['123456789', '901456789' /* the demo special-services company */]) {
      const res = await register(generatorPayload({ nit_transporte: nit }));
      expect(res.statusCode).toBe(420);
      expect(res.json()).toEqual({
        message: MSG.transportNitUnknown,
        errors: { nit_transporte: [MSG.transportNitUnknown] },
      });
    }
  });

  it('430 when the transport company is not active yet', async () => {
    await t.app.db.insert(customers).values({
      nit: '830111222',
      checkDigit: 0,
      razonSocial: 'Transportes Nuevos S.A.S.',
      kind: 'transporte',
      status: 'pending',
    });
    const res = await register(generatorPayload({ nit_transporte: '830111222' }));
    expect(res.statusCode).toBe(430);
    expect(res.json()).toMatchObject({ message: MSG.transportCompanyInactive });
  });

  it('421 when the generator NIT is a platform company’s (the transport company itself included)', async () => {
    for (const nit of ['900123456', '901456789']) {
      const res = await register(generatorPayload({ nit }));
      expect(res.statusCode).toBe(421);
      expect(res.json()).toEqual({
        message: MSG.generatorNitConflict,
        errors: { nit: [MSG.generatorNitConflict] },
      });
    }
  });

  it('answers a registered address exactly as a new one, creates nothing and tells the owner by e-mail', async () => {
    const fresh = await register(generatorPayload({ email: 'nueva.direccion@example.co' }));
    const taken = await register(generatorPayload({ email: 'GENERADOR@trazo.demo' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json()).toEqual({ ...fresh.json(), email: 'generador@trazo.demo' });
    expect(taken.cookies).toEqual(fresh.cookies);
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'generador@trazo.demo'));
    const grants = await t.app.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, owner?.id ?? 0));
    expect(grants).toHaveLength(1); // the demo generator's own, nothing added
    const mails = await mailsTo(t.app, 'generador@trazo.demo');
    expect(mails.map((m) => m.subject)).toEqual(['Intento de registro en Trazo']);
    expect(mails[0]?.text).toContain('ya tiene una cuenta');
    expect(mails[0]?.text).not.toMatch(/\b\d{6}\b/); // no verification code for the stranger
  });

  it('422 with the spec §5 messages', async () => {
    const res = await register({
      ...generatorPayload(),
      name: '',
      last_name: '',
      email: 'no-es-correo',
      ciudad: '',
      razon_social: '',
      password_confirm: 'Otra-Clave-2026',
      num_cel: '300-123',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: [MSG.nameRequired],
      last_name: [MSG.lastNameRequired],
      email: [MSG.emailInvalid],
      ciudad: [MSG.fillAllFields],
      razon_social: [MSG.fillAllFields],
      num_cel: [MSG.phoneNumeric],
    });
    const mismatch = await register({ ...generatorPayload(), password_confirm: 'Otra-Clave-2026' });
    expect(mismatch.json()).toMatchObject({ errors: { password_confirm: [MSG.passwordsDontMatch] } });
  });

  it('refuses short and common passwords', async () => {
    const short = await register(generatorPayload({ password: 'Abc12', password_confirm: 'Abc12' }));
    expect(short.json()).toMatchObject({ errors: { password: [MSG.passwordMinHint] } });
    const common = await register(
      generatorPayload({ password: 'Colombia123', password_confirm: 'Colombia123' }),
    );
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ errors: { password: [MSG.passwordTooCommon] } });
  });

  it('422 for a city that is not a zone', async () => {
    const res = await register(generatorPayload({ ciudad: 99999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { ciudad: [MSG.zoneUnknown] } });
  });

  it('throttles registrations per IP: the 11th in an hour answers 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      // Invalid on purpose past validation (unknown transport NIT): cheap, and still counted.
      expect(
        (await register(generatorPayload({ nit_transporte: '111111111' }), undefined, ip)).statusCode,
      ).toBe(420);
    }
    const res = await register(generatorPayload(), undefined, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60 * 60_000);
    expect((await register(generatorPayload(), undefined, ip)).statusCode).toBe(200);
  });
});
