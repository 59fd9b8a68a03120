import type { TLoginResponse } from '@trazo/shared';
import type { App } from '../app';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';

export const XRW = { 'x-requested-with': 'XMLHttpRequest' };

export async function loginAs(
  app: App,
  email: string,
  options: { remember?: boolean; password?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: options.password ?? DEMO_PASSWORD, remember: options.remember },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${email} → ${response.statusCode} ${response.body}`);
  const body = response.json<TLoginResponse>();
  return {
    response,
    body,
    token: body.access_token,
    bearer: { authorization: `Bearer ${body.access_token}` },
  };
}

/** Calls an endpoint with the session cookie, as the browser does (spec §7). */
export function withCookie(token: string, headers: Record<string, string> = XRW) {
  return { cookies: { Authorization: token }, headers };
}
