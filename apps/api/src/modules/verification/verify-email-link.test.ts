import { emailVerifyApiPath, MSG, ZEmailVerifyResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../db/schema';
import { createSigner } from '../../lib/signer';
import { generatorPayload, linkIn, mailsTo, nextIp, signInRegistered } from '../../test/account-helpers';
import { withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { buildEmailVerifyLink } from './email-link';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://trazo.example.co' } });
});
afterAll(() => t?.close());

/** Registers a user and returns the API path its mailed link makes the /emailverify page call. */
async function registerAndReadLink() {
  const payload = generatorPayload();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/registergenerador',
    payload,
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const [mail] = await mailsTo(t.app, payload.email);
  const link = new URL(linkIn(mail?.text ?? '', 'Verificar mi correo'));
  expect(link.origin + link.pathname).toBe('https://trazo.example.co/emailverify');
  const path = emailVerifyApiPath(link.searchParams.get('url'), link.searchParams.get('signature'));
  if (!path) throw new Error(`not a verification link: ${link}`);
  const token = await signInRegistered(t.app, payload.email, payload.password);
  return { email: payload.email, token, path: `/api${path}` };
}

const call = (path: string) => t.app.inject({ method: 'GET', url: path, remoteAddress: nextIp() });
const isVerified = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerifiedAt != null;

describe('GET /api/email/verify (the signed link)', () => {
  it('verifies without any session and answers data.message (spec §7)', async () => {
    const { email, path } = await registerAndReadLink();
    const res = await call(path);
    expect(res.statusCode).toBe(200);
    expect(ZEmailVerifyResponse.parse(res.json())).toEqual({ data: { message: MSG.verifiedText } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await isVerified(email)).toBe(true);
    // The mailed code is no longer needed.
    const open = await t.app.db
      .select()
      .from(verificationCodes)
      .innerJoin(users, eq(users.id, verificationCodes.userId))
      .where(eq(users.email, email));
    expect(open.every((r) => r.verification_codes.consumedAt !== null)).toBe(true);
    // Opening it again says so.
    expect((await call(path)).json()).toEqual({ data: { message: MSG.emailAlreadyVerified } });
  });

  it('also accepts the call with the user’s session (the page sends its Bearer)', async () => {
    const { token, path } = await registerAndReadLink();
    const res = await t.app.inject({ method: 'GET', url: path, ...withCookie(token) });
    expect(res.statusCode).toBe(200);
  });

  it('403 when any part is altered or missing', async () => {
    const { email, path } = await registerAndReadLink();
    const url = new URL(path, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    // Change the last hex digit to a different one (replacing it with a fixed digit would leave
    // the signature intact one time in sixteen).
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const variants: [string, string][] = [
      ['id', String(Number(url.searchParams.get('id')) + 1)],
      ['hash', 'f'.repeat(32)],
      ['expires', String(Number(url.searchParams.get('expires')) + 3600)],
      ['signature', flipped],
      ['signature', ''],
      ['id', 'abc'],
    ];
    for (const [key, value] of variants) {
      const altered = new URL(url);
      altered.searchParams.set(key, value);
      const res = await call(altered.pathname + altered.search);
      expect(res.statusCode, `${key}=${value}`).toBe(403);
      expect(res.json()).toEqual({ message: MSG.emailLinkInvalid });
    }
    expect((await call('/api/email/verify')).statusCode).toBe(403);
    expect(await isVerified(email)).toBe(false);
  });

  it('403 once expired (60 minutes)', async () => {
    const { email, path } = await registerAndReadLink();
    t.clock.advance(60 * 60_000);
    expect((await call(path)).statusCode).toBe(403);
    expect(await isVerified(email)).toBe(false);
  });

  it('403 when the account’s e-mail changed since the link was sent', async () => {
    const { email, path } = await registerAndReadLink();
    await t.app.db
      .update(users)
      .set({ email: `otro.${email}` })
      .where(eq(users.email, email));
    expect((await call(path)).statusCode).toBe(403);
  });

  it('a link signed with another APP_SECRET is refused', async () => {
    const { email } = await registerAndReadLink();
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    const forged = new URL(
      buildEmailVerifyLink(
        createSigner('otro-secreto-'.repeat(4)),
        'https://trazo.example.co',
        user as { id: number; email: string },
        t.clock.now(),
      ),
    );
    const path = emailVerifyApiPath(forged.searchParams.get('url'), forged.searchParams.get('signature'));
    expect((await call(`/api${path}`)).statusCode).toBe(403);
    expect(await isVerified(email)).toBe(false);
  });
});
