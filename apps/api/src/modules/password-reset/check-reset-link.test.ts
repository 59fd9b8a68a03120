import { MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, mailsTo, nextIp } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const MINUTE = 60_000;

async function requestLink(email: string) {
  t.clock.advance(MINUTE);
  await t.app.inject({
    method: 'POST',
    url: '/api/passwordreset',
    payload: { email },
    remoteAddress: nextIp(),
  });
  const [mail] = await mailsTo(t.app, email);
  return new URL(linkIn(mail?.text ?? '', 'Restablecer contraseña')).searchParams.get('token') ?? '';
}
const check = (email: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password/check',
    payload: { email, token },
    remoteAddress: nextIp(),
  });
const reset = (email: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { email, token, password: 'Tractomula-Azul-77', password_confirmation: 'Tractomula-Azul-77' },
    remoteAddress: nextIp(),
  });

describe('POST /api/reset-password/check (the /resetpassword page, on arrival)', () => {
  it('says a fresh link works, any number of times, without using it up', async () => {
    const token = await requestLink('generador@trazo.demo');
    for (let i = 0; i < 6; i++) {
      const res = await check('generador@trazo.demo', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.resetLinkValid });
    }
    expect((await reset('generador@trazo.demo', token)).statusCode).toBe(200);
  });

  it('says a used, expired, wrong or foreign link is invalid, all alike', async () => {
    const used = await requestLink('proveedor@trazo.demo');
    expect((await reset('proveedor@trazo.demo', used)).statusCode).toBe(200);
    const answers = [
      await check('proveedor@trazo.demo', used),
      await check('terceros@trazo.demo', `${await requestLink('terceros@trazo.demo')}x`),
      await check('admin@trazo.demo', await requestLink('especiales@trazo.demo')),
      await check('nadie@example.co', 'abc'),
    ];
    const expiring = await requestLink('multirol@trazo.demo');
    t.clock.advance(60 * MINUTE);
    answers.push(await check('multirol@trazo.demo', expiring));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.resetLinkInvalid });
    }
  });

  it('answers hostile input with a Spanish 422, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/check',
      payload: { email: 'a@b.co', token: 'x'.repeat(500) },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });
});
