import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { reportRows } from './report-rows';

describe('reportRows (cursor on PostgreSQL, keyset pages on PGlite)', () => {
  let t: TestApp;
  const consignmentIds = (afterId: number, limit: number | null) =>
    sql`select id from consignments where id > ${afterId} order by id limit ${limit}`;

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('yields every row once, in order, in small batches', async () => {
    const all = await queryRows<{ id: number }>(t.database.db, sql`select id from consignments order by id`);
    expect(all.length).toBeGreaterThan(20);
    const seen: number[] = [];
    for await (const row of reportRows<{ id: number }>(t.database.db, consignmentIds, 7)) seen.push(row.id);
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('gives the connection back when the reader stops half-way', async () => {
    let read = 0;
    for await (const _row of reportRows<{ id: number }>(t.database.db, consignmentIds, 5)) {
      read += 1;
      if (read === 12) break;
    }
    expect(read).toBe(12);
    const client = '$client' in t.database.db ? t.database.db.$client : undefined;
    // On PostgreSQL the cursor path is the one taken (drizzle's client is the pool).
    expect(client instanceof pg.Pool).toBe(t.database.kind === 'postgres');
    if (client instanceof pg.Pool) expect(client.idleCount).toBe(client.totalCount);
    // The database still answers (PGlite is single-connection: a leaked reader would block it).
    expect(await queryRows(t.database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});
