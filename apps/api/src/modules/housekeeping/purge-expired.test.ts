import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users, verificationCodes } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { purgeExpired, RETENTION } from './purge-expired';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('purgeExpired', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const me = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', payload: {}, ...withCookie(token) });

  it('deletes sessions a day past their expiry and keeps live ones', async () => {
    const { token } = await loginAs(t.app, 'admin@trazo.demo');
    expect((await me(token)).statusCode).toBe(200);
    expect((await purgeExpired(t.app.db, t.clock.now())).sessions).toBe(0);
    expect((await me(token)).statusCode).toBe(200);

    const later = new Date(t.clock.now().getTime() + 31 * DAY_MS + RETENTION.sessionsMs);
    expect((await purgeExpired(t.app.db, later)).sessions).toBeGreaterThanOrEqual(1);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('deletes verification codes two days past their expiry', async () => {
    const [user] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@trazo.demo'));
    const now = t.clock.now();
    const row = (expiresAt: Date) => ({
      userId: user?.id as number,
      purpose: 'email_code' as const,
      secretHash: 'a'.repeat(64),
      expiresAt,
      createdAt: new Date(expiresAt.getTime() - 10 * 60_000),
    });
    await t.app.db
      .insert(verificationCodes)
      .values([
        row(new Date(now.getTime() - RETENTION.verificationCodesMs - 1000)),
        row(new Date(now.getTime() - 1000)),
      ]);
    expect((await purgeExpired(t.app.db, now)).codes).toBe(1);
    // The recently expired one stays: the daily resend caps still count it.
    expect(
      await t.app.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.userId, user?.id as number)),
    ).toHaveLength(1);
  });

  it('deletes handled mail after a month, never mail still waiting to go out', async () => {
    const old = new Date(t.clock.now().getTime() - RETENTION.mailMs - DAY_MS);
    const mail = (to: string) => ({ kind: 'test', to, subject: 'Prueba', text: 't', html: '<p>t</p>' });
    await enqueueMail(t.app.db, mail('viejo@example.co'), old);
    await t.app.outbox.drain(); // no SMTP_URL in tests: kept
    await enqueueMail(t.app.db, mail('pendiente@example.co'), old);
    expect((await purgeExpired(t.app.db, t.clock.now())).mail).toBe(1);
    const left = await t.app.db.select({ to: emailOutbox.to, status: emailOutbox.status }).from(emailOutbox);
    expect(left.find((m) => m.to === 'viejo@example.co')).toBeUndefined();
    expect(left.find((m) => m.to === 'pendiente@example.co')?.status).toBe('pending');
  });
});
