import type { TCustomerPage, TUserRolePage } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCompany } from '../../test/fixtures';

// issue 14 item 4: every text search ignores accents and case, in SQL (trazo_fold, migration ux), the
// same on PGlite and PostgreSQL — "cardenas" finds the demo 'Terceros' user "Jorge Iván Cárdenas Muñoz".

let t: TestApp;
let company: Record<string, string>;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  company = (await loginAs(t.app, 'transporte@trazo.demo')).bearer;
  superAdmin = (await loginAs(t.app, 'admin@trazo.demo')).bearer;
  await createCompany(t.app, { nit: '833444555', razon_social: 'Logística Ñandú Ltda.', kind: 'transporte' });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const q = (text: string) => `?q=${encodeURIComponent(text)}`;

describe('accent- and case-blind search', () => {
  it("finds a user in the company's list and the super-administrator's, however it is typed", async () => {
    for (const text of [
      'cardenas',
      'CARDENAS',
      'Cárdenas',
      'cárdenas muñoz',
      'ivan cardenas munoz',
      'JORGE IVÁN',
    ]) {
      for (const url of ['/api/empresa-transporte/usuarios', '/api/super-administrador/usuarios']) {
        const page = (
          await get(`${url}${q(text)}`, url.includes('super') ? superAdmin : company)
        ).json<TUserRolePage>();
        expect(
          page.data.map((r) => r.email),
          `${url} ${text}`,
        ).toEqual(['terceros@trazo.demo']);
      }
    }
    const none = (
      await get(`/api/empresa-transporte/usuarios${q('cardenaz')}`, company)
    ).json<TUserRolePage>();
    expect(none.total).toBe(0);
  });

  it('finds a company by its name without accents or Ñ', async () => {
    for (const text of ['logistica nandu', 'LOGÍSTICA ÑANDÚ', 'nandu']) {
      const page = (
        await get(`/api/super-administrador/clientes${q(text)}`, superAdmin)
      ).json<TCustomerPage>();
      expect(
        page.data.map((c) => c.razon_social),
        text,
      ).toEqual(['Logística Ñandú Ltda.']);
    }
  });

  it('keeps LIKE wildcards literal', async () => {
    const percent = (
      await get(`/api/super-administrador/usuarios${q('%')}`, superAdmin)
    ).json<TUserRolePage>();
    expect(percent.total).toBe(0);
    const underscore = (
      await get(`/api/super-administrador/usuarios${q('c_rdenas')}`, superAdmin)
    ).json<TUserRolePage>();
    expect(underscore.total).toBe(0);
  });

  it('folds in SQL with an immutable function the trigram indexes use', async () => {
    const [row] = await queryRows<{ folded: string }>(
      t.app.db,
      sql`select trazo_fold('Jorge Iván CÁRDENAS Muñoz Ü') as folded`,
    );
    expect(row?.folded).toBe('jorge ivan cardenas munoz u');
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(
        tx,
        sql`explain select id from users
            where trazo_fold(name || ' ' || last_name || ' ' || email) like trazo_fold('%cardenas%')`,
      );
      return rows.map((r) => Object.values(r).join(' ')).join('\n');
    });
    expect(plan).toContain('users_search_trgm_idx');
  });
});
