import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { keysetPages } from './keyset-pages';

describe('keysetPages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ movements: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('walks every row once, in order, one page at a time', async () => {
    const all = await queryRows<{ id: number }>(t.database.db, sql`select id from consignments order by id`);
    expect(all.length).toBeGreaterThan(20);
    const limits: number[] = [];
    const seen: number[] = [];
    const pages = keysetPages<{ id: number }>(
      t.database.db,
      (afterId, limit) => {
        limits.push(limit);
        return sql`select id from consignments where id > ${afterId} order by id limit ${limit}`;
      },
      7,
    );
    for await (const row of pages) seen.push(row.id);
    expect(seen).toEqual(all.map((r) => r.id));
    expect(limits.length).toBe(Math.floor(all.length / 7) + 1);
  });
});
