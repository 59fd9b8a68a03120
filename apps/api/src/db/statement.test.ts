import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { defineStatement } from './statement';

// A named statement is prepared once per connection: run it often, with different values and with
// concurrent callers, and it must still answer each call's own rows (on PGlite and on PostgreSQL).
const zoneByCode = defineStatement<{ code: string }, { code: string; name: string }>(
  'test_zone_by_code',
  () => sql`select codigo as code, municipio as name from zones where codigo = ${sql.placeholder('code')}`,
);

describe('defineStatement', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    other = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  it('answers each call with its own parameters, many times and concurrently', async () => {
    const codes = ['11001', '05001', '76001', '08001', '68001'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        zoneByCode.rows(t.app.db, { code: codes[i % codes.length] as string }),
      ),
    );
    answers.forEach((rows, i) => {
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code).toBe(codes[i % codes.length]);
    });
    expect(await zoneByCode.rows(t.app.db, { code: 'no-existe' })).toEqual([]);
  });

  it('prepares it anew for another database', async () => {
    const [bogota] = await zoneByCode.rows(other.app.db, { code: '11001' });
    expect(bogota?.name).toMatch(/BOGOT/i);
  });

  it('gives the driver-ready text and values for bare use', () => {
    expect(zoneByCode.query.sql).toContain('where codigo = $1');
    expect(zoneByCode.values({ code: '11001' })).toEqual(['11001']);
  });
});
