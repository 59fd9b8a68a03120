import { MSG, ZResendEmailResponse } from '@trazo/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { users, verificationCodes } from '../../db/schema';
import { generatorPayload, latestCode, mailsTo, nextIp, signInRegistered } from '../../test/account-helpers';
import { loginAs, withCookie, XRW } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const MINUTE = 60_000;

/** Registers a new generator and signs it in: its token (an unverified session) and e-mail. */
async function registerUser() {
  const payload = generatorPayload();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/registergenerador',
    payload,
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return {
    token: await signInRegistered(t.app, payload.email, payload.password),
    email: payload.email,
    password: payload.password,
  };
}

const verify = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/verify-code', payload: { code }, ...withCookie(token) });
const resend = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/email/resend',
    payload: { email: 'ignored@x.co' },
    ...withCookie(token),
  });
const isVerified = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerifiedAt != null;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/verify-code', () => {
  it('verifies the e-mail with the mailed code (dash of the mask allowed), for an unverified session', async () => {
    const { token, email } = await registerUser();
    const code = await latestCode(t.app, email);
    const res = await verify(token, `${code.slice(0, 3)}-${code.slice(3)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.verifiedText });
    expect(await isVerified(email)).toBe(true);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/consulta_ingreso',
      ...withCookie(token),
    });
    expect(session.json().verificado).toMatch(/^\d{4}-/);
    // Single use: the user's code row is consumed.
    const rows = await t.app.db
      .select({ consumedAt: verificationCodes.consumedAt })
      .from(verificationCodes)
      .innerJoin(users, eq(users.id, verificationCodes.userId))
      .where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consumedAt).toEqual(t.clock.now());
  });

  it('stores only a keyed hash: the raw code is nowhere in the accounts tables', async () => {
    const { email } = await registerUser();
    const code = await latestCode(t.app, email);
    for (const table of ['verification_codes', 'users', 'user_roles', 'access_tokens', 'customers']) {
      const rows = await queryRows<Record<string, unknown>>(t.app.db, sqlAll(table));
      expect(JSON.stringify(rows)).not.toContain(code);
    }
    const [row] = await t.app.db
      .select({ hash: verificationCodes.secretHash })
      .from(verificationCodes)
      .innerJoin(users, eq(users.id, verificationCodes.userId))
      .where(eq(users.email, email));
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the 5th wrong try kills the code: the right one fails afterwards', async () => {
    const { token, email } = await registerUser();
    const code = await latestCode(t.app, email);
    for (let i = 0; i < 5; i++) {
      const res = await verify(token, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.codeInvalid });
    }
    expect((await verify(token, code)).statusCode).toBe(400);
    expect(await isVerified(email)).toBe(false);
  });

  it('four wrong tries still leave the code usable', async () => {
    const { token, email } = await registerUser();
    const code = await latestCode(t.app, email);
    for (let i = 0; i < 4; i++) expect((await verify(token, wrong(code))).statusCode).toBe(400);
    expect((await verify(token, code)).statusCode).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const { token, email } = await registerUser();
    const code = await latestCode(t.app, email);
    t.clock.advance(10 * MINUTE);
    expect((await verify(token, code)).statusCode).toBe(400);
    expect(await isVerified(email)).toBe(false);
  });

  it('needs a session (401) and the X-Requested-With header with the cookie (403); 422 for a short code', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/verify-code', payload: { code: '123456' } }))
        .statusCode,
    ).toBe(401);
    const { token } = await registerUser();
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/verify-code',
      payload: { code: '123456' },
      cookies: { Authorization: token },
    });
    expect(noHeader.statusCode).toBe(403);
    const short = await verify(token, '123-45');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: { code: [MSG.verifyCodeIncomplete] } });
  });

  it('an already verified user gets success again', async () => {
    const { token } = await loginAs(t.app, 'generador@trazo.demo');
    expect((await verify(token, '000000')).json()).toEqual({ message: MSG.verifiedText });
  });
});

describe('POST /api/email/resend', () => {
  it('at most once a minute; a resend restarts validity and kills the previous code', async () => {
    const { token, email } = await registerUser();
    const first = await latestCode(t.app, email);

    const tooSoon = await resend(token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: MSG.codeResendTooSoon });
    expect(Number(tooSoon.headers['retry-after'])).toBe(60);

    t.clock.advance(MINUTE);
    const res = await resend(token);
    expect(res.statusCode).toBe(200);
    const body = ZResendEmailResponse.parse(res.json());
    expect(body).toEqual({
      message: MSG.resendSuccess,
      verification_code_sent_at: t.clock.now().toISOString(),
      verification_code_expires_at: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    expect(await mailsTo(t.app, email)).toHaveLength(2);
    const second = await latestCode(t.app, email);

    // 10.5 minutes after the first code, 9.5 after the resend: only the new code works.
    t.clock.advance(9.5 * MINUTE);
    if (first !== second) expect((await verify(token, first)).statusCode).toBe(400);
    expect((await verify(token, second)).statusCode).toBe(200);
  });

  it('caps codes per account per day (registration included): the 11th in 24 h answers 429', async () => {
    const { token, email, password } = await registerUser();
    for (let i = 0; i < 9; i++) {
      t.clock.advance(MINUTE);
      expect((await resend(token)).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    const capped = await resend(token);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ message: MSG.codeDailyLimit });
    expect(await mailsTo(t.app, email)).toHaveLength(10);
    // A day after the first code the window has room again (the session is older than its 24 h: sign in again).
    t.clock.advance(24 * 60 * MINUTE - 10 * MINUTE);
    expect((await resend((await loginAs(t.app, email, { password })).token)).statusCode).toBe(200);
  });

  it('refuses a verified account (424) and an anonymous caller (401)', async () => {
    const { token } = await loginAs(t.app, 'generador@trazo.demo');
    const res = await resend(token);
    expect(res.statusCode).toBe(424);
    expect(res.json()).toEqual({ message: MSG.emailAlreadyVerified });
    expect((await t.app.inject({ method: 'POST', url: '/api/email/resend', headers: XRW })).statusCode).toBe(
      401,
    );
  });

  it('works for the seeded unverified account after login (the /access flow)', async () => {
    const { token } = await loginAs(t.app, 'sinverificar@trazo.demo');
    t.clock.advance(MINUTE);
    expect((await resend(token)).statusCode).toBe(200);
    const code = await latestCode(t.app, 'sinverificar@trazo.demo');
    const [mail] = await mailsTo(t.app, 'sinverificar@trazo.demo');
    expect(mail?.text).toContain('Transportes Demo S.A.S.');
    expect((await verify(token, code)).statusCode).toBe(200);
  });
});

/** Table names come from the fixed list in the test, never from input. */
function sqlAll(table: string) {
  return sql.raw(`SELECT * FROM ${table}`);
}
