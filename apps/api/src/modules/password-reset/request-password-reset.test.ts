import { MSG, ZPasswordResetResponse } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, linkIn, mailsTo, newEmail, nextIp } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { RESET_RESPONSE_FLOOR_MS } from './reset-policy';

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, APP_URL: 'https://trazo.example.co' } });
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const MINUTE = 60_000;
const request = (email: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/passwordreset', payload: { email }, remoteAddress: ip });

async function timed(email: string) {
  const started = performance.now();
  const res = await request(email);
  return { res, ms: performance.now() - started };
}

describe('POST /api/passwordreset', () => {
  it('answers the same for a known and an unknown e-mail; only the known one gets mail', async () => {
    // Warm both paths first: the very first query of a process is slower than any later one.
    await request('especiales@trazo.demo');
    await request(newEmail('calentamiento'));
    const known = await timed('Generador@Trazo.demo');
    const unknown = await timed('nadie.aqui@example.co');
    for (const { res } of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(ZPasswordResetResponse.parse(res.json())).toEqual({
        message: MSG.passwordResetSent,
        // spec §3: the field is the code's expiry.
        password_reset_code_sent_at: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
      });
    }
    expect(known.res.body).toBe(unknown.res.body);
    expect(Object.keys(known.res.headers).sort()).toEqual(Object.keys(unknown.res.headers).sort());
    // Similar timing: both answers wait for the same floor, which hides the extra work of a real
    // account (a difference between the two would only measure this machine's load, so none is asserted).
    expect(known.ms).toBeGreaterThanOrEqual(RESET_RESPONSE_FLOOR_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_RESPONSE_FLOOR_MS - 5);

    expect(await mailsTo(t.app, 'nadie.aqui@example.co')).toEqual([]);
    const [mail] = await mailsTo(t.app, 'generador@trazo.demo');
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Restablece tu contraseña de Trazo' });
    // A generator's mail speaks for its transport company.
    expect(mail?.text.split('\n')[0]).toBe('Transportes Demo S.A.S.');
    expect(codeIn(mail?.text ?? '')).toMatch(/^\d{6}$/);
    expect(linkIn(mail?.text ?? '', 'Restablecer contraseña')).toMatch(
      /^https:\/\/trazo\.example\.co\/resetpassword\?email=generador%40trazo\.demo&token=[A-Za-z0-9_-]{43}$/,
    );

    // …and it really goes out over SMTP.
    await t.app.outbox.drain();
    const received = inbox.received.find((m) => m.to.includes('generador@trazo.demo'));
    expect(received?.text).toContain(`Código: ${codeIn(mail?.text ?? '')}`);
  });

  it('throttles per e-mail alike for known and unknown addresses: one a minute', async () => {
    for (const email of ['proveedor@trazo.demo', newEmail('fantasma')]) {
      expect((await request(email)).statusCode).toBe(200);
      const again = await request(email);
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ message: MSG.codeResendTooSoon });
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }
    t.clock.advance(MINUTE);
    expect((await request('proveedor@trazo.demo')).statusCode).toBe(200);
  });

  it('caps each e-mail at 10 requests a day, known or not', async () => {
    for (const email of ['terceros@trazo.demo', newEmail('fantasma')]) {
      for (let i = 0; i < 10; i++) {
        expect((await request(email)).statusCode).toBe(200);
        t.clock.advance(MINUTE);
      }
      const capped = await request(email);
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual({ message: MSG.codeDailyLimit });
    }
    expect(await mailsTo(t.app, 'terceros@trazo.demo')).toHaveLength(10);
  });

  it('throttles per IP: 20 an hour', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await request(newEmail('ip'), ip)).statusCode).toBe(200);
    expect((await request(newEmail('ip'), ip)).statusCode).toBe(429);
  });

  it('422 with the recovery message for a missing or malformed e-mail', async () => {
    for (const email of ['', 'sin-arroba']) {
      const res = await request(email);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(MSG.recoveryEmailRequired);
    }
  });
});
