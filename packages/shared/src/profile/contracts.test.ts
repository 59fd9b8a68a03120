import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { ZChangePasswordForm, ZUpdateProfileRequest } from './contracts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZChangePasswordForm (spec §5)', () => {
  const form = (clave_actual: string, clave_nueva: string, confirm_clave_nueva: string) => ({
    clave_actual,
    clave_nueva,
    confirm_clave_nueva,
  });

  it('gives one message at a time: all required, then match, then length', () => {
    expect(firstMessage(ZChangePasswordForm.safeParse(form('', 'a', 'b')))).toBe(
      MSG.changePasswordAllRequired,
    );
    expect(firstMessage(ZChangePasswordForm.safeParse(form('x', 'corta', 'otra')))).toBe(
      MSG.changePasswordMismatch,
    );
    expect(firstMessage(ZChangePasswordForm.safeParse(form('x', 'corta', 'corta')))).toBe(
      MSG.passwordMinHint,
    );
    expect(ZChangePasswordForm.safeParse(form('x', 'suficiente', 'suficiente')).success).toBe(true);
  });
});

describe('ZUpdateProfileRequest', () => {
  it('trims names and turns an empty mobile into null', () => {
    expect(
      ZUpdateProfileRequest.parse({ name: ' Ana ', last_name: 'Ruiz', num_cel: '', ciudad: 5001 }),
    ).toEqual({
      name: 'Ana',
      last_name: 'Ruiz',
      num_cel: null,
      ciudad: 5001,
    });
  });

  it('requires a city and a numeric mobile', () => {
    expect(firstMessage(ZUpdateProfileRequest.safeParse({ name: 'A', last_name: 'B' }))).toBe(
      MSG.cityRequired,
    );
    const phone = ZUpdateProfileRequest.safeParse({ name: 'A', last_name: 'B', num_cel: '31a', ciudad: 1 });
    expect(firstMessage(phone)).toBe(MSG.phoneDigitsOnly);
  });
});
