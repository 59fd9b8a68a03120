import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, queryRows } from '../db/database';
import { openPglite } from '../db/pglite';
import { prepareDatabase } from '../db/prepare';
import { createManualClock } from '../lib/clock';
import { MemoryFileStorage } from '../storage/memory-file-storage';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from './create-test-app';

// The suites start from the run's prepared copy (test/database-templates.ts); the copy must hold what a
// fresh preparation holds, row for row and file for file, or every test would run on another world.

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`SELECT count(*)::int AS n FROM ${name}`),
    );
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe('the prepared database template', () => {
  let copy: TestApp;
  let fresh: Database;
  const freshStorage = new MemoryFileStorage();

  beforeAll(async () => {
    copy = await createTestApp({ movements: true });
    fresh = await openPglite();
    await prepareDatabase(fresh, {
      seedDemoWhenEmpty: true,
      clock: createManualClock(),
      storage: freshStorage,
      demoMovements: true,
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await copy?.close();
    await fresh?.close();
  });

  it('is made by the global setup for this project', () => {
    const templates = inject('databaseTemplates');
    expect(templates?.movements.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    expect(templates?.plain.source).not.toBe(templates?.movements.source);
  });

  it('holds every table with the rows a fresh preparation seeds', async () => {
    const [fromCopy, fromFresh] = await Promise.all([rowCounts(copy.database), rowCounts(fresh)]);
    expect(Object.keys(fromCopy).length).toBeGreaterThan(40);
    expect(fromFresh.users).toBeGreaterThan(10);
    expect(fromFresh.movements).toBeGreaterThan(0);
    expect(fromCopy).toEqual(fromFresh);
  });

  it('brings the files the seed stored, under the keys its rows name', async () => {
    // Keys are random per preparation: the same files by folder and kind, and every stored key present.
    const shape = (keys: Iterable<string>) =>
      [...keys].map((key) => key.replace(/[0-9a-f-]{36}/, '<id>')).sort();
    expect(freshStorage.files.size).toBeGreaterThan(0);
    expect(shape(copy.storage.files.keys())).toEqual(shape(freshStorage.files.keys()));
    const stored = await queryRows<{ key: string }>(
      copy.database.db,
      sql`SELECT storage_key AS key FROM stored_files`,
    );
    expect(stored.length).toBeGreaterThan(0);
    const missing = stored.filter(({ key }) => !copy.storage.files.has(key));
    expect(missing).toEqual([]);
  });
});
