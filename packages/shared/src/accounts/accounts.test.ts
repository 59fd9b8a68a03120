import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { COMMON_PASSWORDS } from './common-passwords';
import { ZNit } from './fields';
import { isCommonPassword } from './password-policy';
import { ZResetPasswordRequest, ZVerifyCodePasswordRequest } from './password-reset';
import { ZRegisterCompanyRequest, ZRegisterGeneratorForm } from './registration';
import { emailVerifyApiPath, ZVerifyCodeRequest } from './verification';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const generator = {
  name: 'Ana',
  last_name: 'Pérez',
  email: 'Ana@Example.co',
  password: 'Camion-Rojo-2026',
  password_confirm: 'Camion-Rojo-2026',
  num_cel: '3001234567',
  ciudad: '11001',
  cedula: '',
  nit: '800.197.268',
  nit_transporte: '900.123.456',
  razon_social: 'Flores del Campo S.A.S.',
  selectipo_documento: 6,
  cargo: 'Jefe de logística',
  auth_notification: 1,
  terms_conditions: 1,
};

describe('common passwords', () => {
  it('ships about a thousand, all refused case-insensitively', () => {
    expect(COMMON_PASSWORDS.size).toBe(1000);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('colombia123')).toBe(true);
    expect(isCommonPassword('Camion-Rojo-2026')).toBe(false);
    expect(isCommonPassword('Demo2026*')).toBe(false);
  });
});

describe('ZNit', () => {
  it('drops mask dots and a correct check digit', () => {
    expect(ZNit.parse('900.123.456')).toBe('900123456');
    expect(ZNit.parse('900123456-8')).toBe('900123456');
  });
  it('refuses a wrong check digit and non-digits', () => {
    expect(issues(ZNit.safeParse('900123456-7'))['']).toBe(MSG.nitCheckDigitInvalid);
    expect(issues(ZNit.safeParse('90A123456'))['']).toBe(MSG.nitInvalid);
    expect(issues(ZNit.safeParse(''))['']).toBe(MSG.fillAllFields);
  });
});

describe('registration schemas', () => {
  it('parses the spec §3 payload (zone id from a select string, e-mail lower-cased)', () => {
    const parsed = ZRegisterGeneratorForm.parse(generator);
    expect(parsed).toMatchObject({
      ciudad: 11001,
      email: 'ana@example.co',
      nit: '800197268',
      nit_transporte: '900123456',
    });
  });
  it('gives the spec §5 messages', () => {
    const result = ZRegisterGeneratorForm.safeParse({
      ...generator,
      name: ' ',
      last_name: '',
      email: 'x',
      ciudad: null,
    });
    expect(issues(result)).toMatchObject({
      name: MSG.nameRequired,
      last_name: MSG.lastNameRequired,
      email: MSG.emailInvalid,
      ciudad: MSG.fillAllFields,
    });
    expect(
      issues(ZRegisterGeneratorForm.safeParse({ ...generator, password_confirm: 'otra-cosa-1' })),
    ).toEqual({
      password_confirm: MSG.passwordsDontMatch,
    });
    expect(
      issues(
        ZRegisterGeneratorForm.safeParse({ ...generator, password: 'corta', password_confirm: 'corta' }),
      ),
    ).toMatchObject({ password: MSG.passwordMinHint });
    expect(
      issues(
        ZRegisterCompanyRequest.safeParse({
          ...generator,
          password: 'password123',
          password_confirm: undefined,
        }),
      ),
    ).toEqual({ password: MSG.passwordTooCommon });
  });
});

describe('codes and reset schemas', () => {
  it('drops the mask dash', () => {
    expect(ZVerifyCodeRequest.parse({ code: '123-456' })).toEqual({ code: '123456' });
    expect(issues(ZVerifyCodeRequest.safeParse({ code: '123-45' }))).toEqual({
      code: MSG.verifyCodeIncomplete,
    });
  });
  it('uses the recovery dialog and reset page messages', () => {
    const base = {
      code: '123456',
      email: 'a@b.co',
      password: 'Camion-Rojo-2026',
      password_confirmation: 'x',
    };
    expect(issues(ZVerifyCodePasswordRequest.safeParse(base))).toEqual({
      password_confirmation: MSG.passwordMismatchText,
    });
    expect(issues(ZVerifyCodePasswordRequest.safeParse({ ...base, code: '' }))).toMatchObject({
      code: MSG.codeIncompleteText,
    });
    expect(
      issues(
        ZResetPasswordRequest.safeParse({
          email: 'a@b.co',
          token: 't',
          password: '',
          password_confirmation: '',
        }),
      ),
    ).toMatchObject({ password: MSG.resetBothRequired });
    expect(issues(ZResetPasswordRequest.safeParse({ ...base, token: 't' }))).toEqual({
      password_confirmation: MSG.resetMismatch,
    });
  });
});

describe('emailVerifyApiPath', () => {
  it('keeps only our endpoint and its three signed fields', () => {
    expect(emailVerifyApiPath('http://trazo.co/api/email/verify?id=7&hash=ab&expires=99&x=1', 'f0')).toBe(
      '/email/verify?id=7&hash=ab&expires=99&signature=f0',
    );
    expect(emailVerifyApiPath('/api/email/verify?id=7&hash=ab&expires=99', 'f0')).toBe(
      '/email/verify?id=7&hash=ab&expires=99&signature=f0',
    );
    expect(emailVerifyApiPath('https://evil.example/api/logout', 'f0')).toBeNull();
    expect(emailVerifyApiPath(null, 'f0')).toBeNull();
  });
});
