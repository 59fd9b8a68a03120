import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox';
import { enqueueMail } from './enqueue-mail';
import { backoffMs, MAX_ATTEMPTS } from './outbox-worker';
import { renderEmail } from './render-email';

const message = (to: string) => ({
  kind: 'test',
  to,
  subject: 'Código de verificación',
  ...renderEmail({
    companyName: 'Transportes Demo S.A.S.',
    heading: 'Verifica tu correo',
    paragraphs: ['Hola'],
    code: '123456',
  }),
  logHint: '123456',
});

describe('e-mail outbox', () => {
  let t: TestApp | undefined;
  let inbox: SmtpInbox | undefined;
  afterEach(async () => {
    await t?.close();
    await inbox?.stop().catch(() => {});
    t = undefined;
    inbox = undefined;
  });

  it('delivers queued mail over SMTP with Spanish HTML and text', async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ env: { SMTP_URL: inbox.url } });
    await enqueueMail(t.app.db, message('ana@example.co'), t.clock.now());
    expect(await t.app.outbox.drain()).toBe(1);

    expect(inbox.received).toHaveLength(1);
    const mail = inbox.received[0];
    expect(mail?.to).toEqual(['ana@example.co']);
    expect(mail?.subject).toBe('Código de verificación');
    expect(mail?.text).toContain('Código: 123456');
    expect(mail?.html).toContain('Transportes Demo S.A.S.');
    const [row] = await t.app.db.select().from(emailOutbox);
    expect(row?.status).toBe('sent');
    // Delivered, the code it carried is no longer kept anywhere in the database.
    expect(row).toMatchObject({ text: '', html: '', logHint: null });
    expect(await t.app.outbox.drain()).toBe(0); // never sent twice
  });

  it('keeps mail while the SMTP server is down and sends it when it is back', async () => {
    inbox = await startSmtpInbox();
    await inbox.stop();
    t = await createTestApp({ env: { SMTP_URL: inbox.url } });
    await enqueueMail(t.app.db, message('luis@example.co'), t.clock.now());

    await t.app.outbox.drain();
    let [row] = await t.app.db.select().from(emailOutbox);
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + backoffMs(1));

    await inbox.restart();
    expect(await t.app.outbox.drain()).toBe(0); // not due yet: backoff is respected
    t.clock.advance(backoffMs(1));
    expect(await t.app.outbox.drain()).toBe(1);
    expect(inbox.received.map((m) => m.to[0])).toEqual(['luis@example.co']);
    [row] = await t.app.db.select().from(emailOutbox);
    expect(row?.status).toBe('sent');
  });

  it('gives up after the maximum number of attempts', async () => {
    inbox = await startSmtpInbox();
    await inbox.stop();
    t = await createTestApp({ env: { SMTP_URL: inbox.url } });
    await enqueueMail(t.app.db, message('eva@example.co'), t.clock.now());
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await t.app.outbox.drain();
      t.clock.advance(backoffMs(i));
    }
    const [row] = await t.app.db.select().from(emailOutbox);
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row).toMatchObject({ text: '', html: '', logHint: null });
  });

  it('writes nothing when the transaction that queued the mail rolls back', async () => {
    t = await createTestApp();
    const app = t.app;
    const now = t.clock.now();
    await expect(
      app.db.transaction(async (tx) => {
        await enqueueMail(tx, message('rollback@example.co'), now);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'rollback@example.co'))).toEqual(
      [],
    );
  });

  it('without SMTP_URL keeps the mail and lists it, newest first, at /api/dev/mail', async () => {
    t = await createTestApp();
    await enqueueMail(t.app.db, message('primero@example.co'), t.clock.now());
    t.clock.advance(1000);
    await enqueueMail(t.app.db, message('segundo@example.co'), t.clock.now());
    expect(await t.app.outbox.drain()).toBe(2);
    const rows = await t.app.db.select().from(emailOutbox);
    expect(rows.every((r) => r.status === 'kept')).toBe(true);

    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      to: string;
      subject: string;
      text: string;
      html: string;
      created_at: string;
    }[];
    expect(body.map((m) => m.to)).toEqual(['segundo@example.co', 'primero@example.co']);
    expect(body[0]).toMatchObject({ subject: 'Código de verificación' });
    expect(body[0]?.text).toContain('123456');
    expect(Date.parse(body[0]?.created_at ?? '')).not.toBeNaN();

    const filtered = await t.app.inject({ method: 'GET', url: '/api/dev/mail?to=PRIMERO@example.co' });
    expect((filtered.json() as unknown[]).length).toBe(1);
  });

  it('has no dev mailbox in production', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(404);
  });
});

describe('renderEmail', () => {
  it('escapes HTML in every field', () => {
    const { html, text } = renderEmail({ heading: '<b>x</b>', paragraphs: ['a & b'], companyName: 'A "B"' });
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).not.toContain('<b>x</b>');
    expect(text).toContain('<b>x</b>');
  });
});
