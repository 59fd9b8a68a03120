import { MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { PASSWORD_CHANGE_THROTTLE } from './change-password';

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

const form = (clave_actual: string, clave_nueva: string, confirm_clave_nueva = clave_nueva) => ({
  frmReset: { clave_actual, clave_nueva, confirm_clave_nueva },
});
const change = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cambiar_clave', headers, payload });
const session = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', headers });
const attemptLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('POST /api/cambiar_clave — validation (spec §5)', () => {
  it.each([
    ['current missing', form('', 'NuevaClave2026'), MSG.changePasswordAllRequired, 'frmReset.clave_actual'],
    ['new missing', form(DEMO_PASSWORD, '', ''), MSG.changePasswordAllRequired, 'frmReset.clave_nueva'],
    ['no form', {}, MSG.changePasswordAllRequired, 'frmReset'],
    [
      'mismatch',
      form(DEMO_PASSWORD, 'NuevaClave2026', 'OtraClave2026'),
      MSG.changePasswordMismatch,
      'frmReset.confirm_clave_nueva',
    ],
    ['too short', form(DEMO_PASSWORD, 'corta1'), MSG.passwordMinHint, 'frmReset.clave_nueva'],
    ['too long', form(DEMO_PASSWORD, 'x'.repeat(129)), MSG.passwordTooLong, 'frmReset.clave_nueva'],
  ])('%s → 422', async (_label, payload, message, field) => {
    const { bearer } = await loginAs(t.app, 'proveedor@trazo.demo');
    const response = await change(bearer, payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(message);
    expect(body.errors[field]).toContain(message);
  });

  it('a wrong current password is 422 with its own message, and the password does not change', async () => {
    const { bearer } = await loginAs(t.app, 'proveedor@trazo.demo');
    const response = await change(bearer, form('NoEsLaClave1', 'NuevaClave2026'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: MSG.currentPasswordWrong,
      errors: { 'frmReset.clave_actual': [MSG.currentPasswordWrong] },
    });
    expect((await attemptLogin('proveedor@trazo.demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the same password again', async () => {
    const { bearer } = await loginAs(t.app, 'proveedor@trazo.demo');
    const response = await change(bearer, form(DEMO_PASSWORD, DEMO_PASSWORD));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MSG.passwordSameAsCurrent);
  });

  it('needs a session', async () => {
    const response = await change({}, form(DEMO_PASSWORD, 'NuevaClave2026'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MSG.unauthenticated });
  });
});

describe('POST /api/cambiar_clave — success', () => {
  it('changes the password, keeps this session, ends the others and e-mails the user', async () => {
    const here = await loginAs(t.app, 'terceros@trazo.demo');
    const other = await loginAs(t.app, 'terceros@trazo.demo');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cambiar_clave',
      ...withCookie(here.token),
      payload: { ...form(DEMO_PASSWORD, 'NuevaClave2026'), email: 'terceros@trazo.demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MSG.passwordChanged });

    expect((await session(here.bearer)).statusCode).toBe(200);
    expect((await session(other.bearer)).statusCode).toBe(401);
    expect((await attemptLogin('terceros@trazo.demo', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await attemptLogin('terceros@trazo.demo', 'NuevaClave2026')).statusCode).toBe(200);

    const queued = (await t.app.db.select().from(emailOutbox)).filter((m) => m.kind === 'password-changed');
    expect(queued.map((m) => m.to)).toEqual(['terceros@trazo.demo']);
    await t.app.outbox.drain();
    const mail = inbox.received.find((m) => m.to.includes('terceros@trazo.demo'));
    expect(mail?.subject).toBe('Su contraseña de Trazo fue cambiada');
    expect(mail?.text).toContain('Las demás sesiones abiertas se cerraron.');
    expect(mail?.text).not.toContain('NuevaClave2026');
  });
});

describe('POST /api/cambiar_clave — throttle', () => {
  it('after five wrong current passwords answers 429, even with the right one, until the window passes', async () => {
    const { bearer } = await loginAs(t.app, 'especiales@trazo.demo');
    for (let i = 0; i < PASSWORD_CHANGE_THROTTLE.maxFailures; i++) {
      expect((await change(bearer, form(`Equivocada${i}x`, 'NuevaClave2026'))).statusCode).toBe(422);
    }
    const blocked = await change(bearer, form(DEMO_PASSWORD, 'NuevaClave2026'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG.tooManyPasswordChangeAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(PASSWORD_CHANGE_THROTTLE.windowMs);
    const fresh = await loginAs(t.app, 'especiales@trazo.demo');
    expect((await change(fresh.bearer, form(DEMO_PASSWORD, 'NuevaClave2026'))).statusCode).toBe(200);
  });
});
