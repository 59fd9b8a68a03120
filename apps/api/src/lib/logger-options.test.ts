import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { emailVerifyApiPath } from '@trazo/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, customers, emailOutbox, users } from '../db/schema';
import { buildEmailVerifyLink } from '../modules/verification/email-link';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { hashPassword } from './password';

// Issue 13: nothing secret in the logs. The representative flows run with every log line captured
// (LOG_LEVEL=trace), then the capture is searched for each secret they handled: none may appear.

const lines: string[] = [];
const secrets = new Map<string, string>();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => lines.push(line) },
    extend(app) {
      // Failing queries that bind secrets, the way a bug or a race in a real module would.
      app.post('/api/test/duplicate-user', { config: { access: 'public' } }, async () => {
        const passwordHash = await hashPassword(
          randomBytes(12).toString('hex'),
          app.config.testPasswordHashing,
        );
        secrets.set('argon2 hash', passwordHash);
        await app.db
          .insert(users)
          .values({ email: 'admin@trazo.demo', passwordHash, name: 'X', lastName: 'Y' });
      });
      app.post('/api/test/duplicate-api-key', { config: { access: 'public' } }, async () => {
        const keyHash = createHash('sha256').update(randomBytes(16)).digest('hex');
        secrets.set('API-key hash', keyHash);
        const [company] = await app.db.select({ id: customers.id }).from(customers).limit(1);
        const row = {
          customerId: company?.id ?? 0,
          nombre: 'ERP',
          prefix: 'trz_',
          keyHash,
          createdAt: new Date(),
        };
        await app.db.insert(apiKeys).values(row);
        await app.db.insert(apiKeys).values(row); // key_hash is unique: the driver's detail quotes it
      });
    },
  });
}, 180_000);
afterAll(() => t?.close());

describe('logs', () => {
  it('hold no token, signature, code or hash after the flows that handle them', async () => {
    // Password reset: the mail's code and link token; the link is opened, then used.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/passwordreset',
      payload: { email: 'generador@trazo.demo' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.app.outbox.drain()).toBeGreaterThan(0); // no SMTP_URL: "mail kept" is logged
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'generador@trazo.demo'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(code).toBeDefined();
    secrets.set('reset token', token ?? '');
    secrets.set('reset code', code ?? '');
    const page = `/resetpassword?email=generador%40trazo.demo&token=${token}`;
    await t.app.inject({ method: 'GET', url: page });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email: 'generador@trazo.demo',
        token,
        password: 'Nueva-Clave-2026*',
        password_confirmation: 'Nueva-Clave-2026*',
      },
    });
    expect(changed.statusCode).toBe(200);

    // E-mail verification: the signed link's page and its API call.
    const [unverified] = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, 'sinverificar@trazo.demo'));
    expect(unverified).toBeDefined();
    const link = new URL(
      buildEmailVerifyLink(t.app.signer, t.config.appUrl, unverified ?? { id: 0, email: '' }, t.clock.now()),
    );
    const signature = link.searchParams.get('signature') ?? '';
    secrets.set('verification signature', signature);
    await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const apiPath = emailVerifyApiPath(link.searchParams.get('url'), signature);
    expect(apiPath).not.toBeNull();
    const verified = await t.app.inject({ method: 'GET', url: `/api${apiPath}` });
    expect(verified.statusCode).toBeLessThan(300);

    // A signed file link (the file need not exist: the URL is what used to be logged).
    const signed = t.app.urlSigner.sign(randomUUID());
    secrets.set('file signature', new URL(signed.url, 'http://x').searchParams.get('signature') ?? '');
    expect((await t.app.inject({ method: 'GET', url: signed.url })).statusCode).toBe(404);

    // Failing queries that bind a password hash and an API-key hash: duplicate keys, so the error
    // handler's last line answers 409 (issue 23 item 4) and logs the constraint, not the query.
    for (const url of ['/api/test/duplicate-user', '/api/test/duplicate-api-key']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(409);
    }

    const log = lines.join('');
    expect(secrets.size).toBe(6);
    for (const [name, value] of secrets) {
      expect(value.length, name).toBeGreaterThanOrEqual(6);
      expect(log.includes(value), `${name} appears in the logs`).toBe(false);
    }
    // The capture is real: the requests and the failures were logged, with their paths.
    expect(log).toContain('"url":"/resetpassword"');
    expect(log).toContain('"url":"/api/archivos/');
    expect(log).toContain('mail kept');
    expect(log.match(/"msg":"unique violation reached the error handler"/g)).toHaveLength(2);
    expect(log).toMatch(/"constraint":"api_keys_key_hash_unique"/);
  });
});
