import type { TUserRolePage } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { hashToken } from './tokens';

// The session cache on (the other suites run without it): a kept session never outlives a sign-out,
// a password change or a deactivation made through this process; one revoked elsewhere lasts at most
// SESSION_CACHE_MS (ADR 0024, fourth pass).
const TTL_MS = 1_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_CACHE_MS: String(TTL_MS) } });
});
afterAll(async () => {
  await t?.close();
});

/** A read (GET: it forgets nothing) with the session: 401 once the session is over. */
const read = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/cartera/opciones', headers })).statusCode;

describe('session cache', () => {
  it('keeps a session read for SESSION_CACHE_MS: a revocation by another process shows after it', async () => {
    const { token, bearer } = await loginAs(t.app, 'transporte@trazo.demo');
    expect(await read(bearer)).toBe(200);
    // As another API process (or SQL by hand) would: nothing here hears of it.
    await t.database.db
      .update(accessTokens)
      .set({ revokedAt: t.clock.now() })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(await read(bearer)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    expect(await read(bearer)).toBe(401);
  });

  it('refuses the next request after a sign-out', async () => {
    const { bearer } = await loginAs(t.app, 'transporte@trazo.demo');
    expect(await read(bearer)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer });
    expect(out.statusCode).toBe(200);
    expect(await read(bearer)).toBe(401);
  });

  it("refuses the next request after the user's role is deactivated", async () => {
    const admin = (await loginAs(t.app, 'transporte@trazo.demo')).bearer;
    const generator = (await loginAs(t.app, 'generador@trazo.demo')).bearer;
    expect(await read(generator)).toBe(200);
    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/api/empresa-transporte/usuarios?q=generador%40trazo.demo',
        headers: admin,
      })
    ).json<TUserRolePage>();
    const id = page.data.find((r) => r.email === 'generador@trazo.demo')?.id_usuario_rol;
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/empresa-transporte/usuarios/${id}/desactivar`,
      headers: admin,
    });
    expect(disabled.statusCode).toBe(200);
    expect(await read(generator)).toBe(401);
  });

  it("refuses the user's other sessions right after a password change", async () => {
    const kept = (await loginAs(t.app, 'transporte@trazo.demo')).bearer;
    const changing = (await loginAs(t.app, 'transporte@trazo.demo')).bearer;
    expect(await read(kept)).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/cambiar_clave',
      headers: changing,
      payload: {
        frmReset: {
          clave_actual: DEMO_PASSWORD,
          clave_nueva: 'NuevaClave2026',
          confirm_clave_nueva: 'NuevaClave2026',
        },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await read(kept)).toBe(401);
    expect(await read(changing)).toBe(200);
  });
});
