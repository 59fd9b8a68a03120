import { MSG } from '@trazo/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { codeIn, linkIn, mailsTo, nextIp } from '../../test/account-helpers';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const NEW_PASSWORD = 'Tractomula-Azul-77';

/** Requests a reset for `email` (a fresh minute, so the per-e-mail throttle never interferes). */
async function requestReset(email: string) {
  t.clock.advance(MINUTE);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/passwordreset',
    payload: { email },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  const [mail] = await mailsTo(t.app, email);
  const link = new URL(linkIn(mail?.text ?? '', 'Restablecer contraseña'));
  return {
    code: codeIn(mail?.text ?? ''),
    token: link.searchParams.get('token') ?? '',
    linkEmail: link.searchParams.get('email'),
  };
}

const withCode = (email: string, code: string, password = NEW_PASSWORD, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify-code-password',
    payload: { email, code, password, password_confirmation: confirmation },
    remoteAddress: nextIp(),
  });
const withLink = (email: string, token: string, password = NEW_PASSWORD, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { email, token, password, password_confirmation: confirmation },
    remoteAddress: nextIp(),
  });
const canLogin = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    })
  ).statusCode === 200;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/verify-code-password', () => {
  it('sets the new password, ends every session, and the code works once', async () => {
    const email = 'generador@trazo.demo';
    const sessions = [await loginAs(t.app, email), await loginAs(t.app, email, { remember: true })];
    const { code } = await requestReset(email);

    const res = await withCode(email, `${code.slice(0, 3)}-${code.slice(3)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.passwordResetDone });
    expect(await canLogin(email, NEW_PASSWORD)).toBe(true);
    expect(await canLogin(email, DEMO_PASSWORD)).toBe(false);
    for (const { token } of sessions) {
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/consulta_ingreso',
        ...withCookie(token),
      });
      expect(check.statusCode).toBe(401);
    }
    // Single use: the same code again is refused, and so is the link mailed with it.
    const again = await withCode(email, code, 'Otra-Clave-Segura-9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MSG.codeInvalid });
  });

  it('a wrong code and an unknown e-mail fail alike (400, same body)', async () => {
    const { code } = await requestReset('proveedor@trazo.demo');
    const wrongCode = await withCode('proveedor@trazo.demo', wrong(code));
    const unknown = await withCode('nadie@example.co', code);
    expect(wrongCode.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(wrongCode.body);
  });

  it('the 5th wrong try kills the code', async () => {
    const email = 'terceros@trazo.demo';
    const { code } = await requestReset(email);
    for (let i = 0; i < 5; i++) expect((await withCode(email, wrong(code))).statusCode).toBe(400);
    expect((await withCode(email, code)).statusCode).toBe(400);
    expect(await canLogin(email, DEMO_PASSWORD)).toBe(true);
  });

  it('the code expires after 10 minutes; a new request kills the previous code', async () => {
    const email = 'especiales@trazo.demo';
    const first = await requestReset(email);
    t.clock.advance(10 * MINUTE);
    expect((await withCode(email, first.code)).statusCode).toBe(400);
    const second = await requestReset(email);
    const third = await requestReset(email);
    if (second.code !== third.code) expect((await withCode(email, second.code)).statusCode).toBe(400);
    expect((await withCode(email, third.code)).statusCode).toBe(200);
  });

  it('422 with the recovery dialog messages', async () => {
    const mismatch = await withCode('a@b.co', '123456', NEW_PASSWORD, 'Otra-Cosa-2026');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MSG.passwordMismatchText] });
    const missing = await withCode('a@b.co', '', '', '');
    expect(missing.json().errors).toMatchObject({
      code: [MSG.codeIncompleteText],
      password: [MSG.passwordMissingText],
      password_confirmation: [MSG.passwordMissingText],
    });
    const common = await withCode('a@b.co', '123456', 'Password123');
    expect(common.json().errors).toEqual({ password: [MSG.passwordTooCommon] });
  });

  it('marks a never-verified e-mail as verified (the user just read a mail sent there)', async () => {
    const email = 'sinverificar@trazo.demo';
    const { code } = await requestReset(email);
    expect((await withCode(email, code)).statusCode).toBe(200);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).not.toBeNull();
  });
});

describe('POST /api/reset-password (the /resetpassword link)', () => {
  it('sets the new password once, within 60 minutes; the code mailed with it dies too', async () => {
    const email = 'transporte@trazo.demo';
    const { token, code, linkEmail } = await requestReset(email);
    expect(linkEmail).toBe(email);
    const session = await loginAs(t.app, email);

    t.clock.advance(59 * MINUTE);
    const res = await withLink(email, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.passwordResetDone });
    expect(await canLogin(email, NEW_PASSWORD)).toBe(true);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/consulta_ingreso',
      ...withCookie(session.token),
    });
    expect(check.statusCode).toBe(401);

    const reused = await withLink(email, token, 'Otra-Clave-Segura-9');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: MSG.resetLinkInvalid });
    expect((await withCode(email, code, 'Otra-Clave-Segura-9')).statusCode).toBe(400);
  });

  it('expires after 60 minutes, and refuses a token for another e-mail', async () => {
    const { token } = await requestReset('multirol@trazo.demo');
    expect((await withLink('admin@trazo.demo', token)).statusCode).toBe(400);
    t.clock.advance(60 * MINUTE);
    expect((await withLink('multirol@trazo.demo', token)).statusCode).toBe(400);
    expect(await canLogin('multirol@trazo.demo', DEMO_PASSWORD)).toBe(true);
  });

  it('422 with the reset page messages', async () => {
    const empty = await withLink('a@b.co', 't', '', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({ password: [MSG.resetBothRequired] });
    const mismatch = await withLink('a@b.co', 't', NEW_PASSWORD, 'Otra-Cosa-2026');
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MSG.resetMismatch] });
  });

  it('keeps no raw code or token in the database tables of accounts', async () => {
    const { code, token } = await requestReset('admin@trazo.demo');
    const rows = await queryRows<Record<string, unknown>>(t.app.db, sql`SELECT * FROM verification_codes`);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(token);
  });
});
