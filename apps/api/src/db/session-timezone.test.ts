import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { queryRows } from './database';

// Timestamps parse only in UTC (db/postgres.ts): every pooled connection must be in it from its first
// query, set as a startup parameter — a `SET` sent on 'connect' raced the pool's first query (pg warns
// "client.query() when the client is already executing a query", and pg@9 refuses it).
describe('the session time zone', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('is UTC on every pooled connection, with no query raced at connect', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      t = await createTestApp();
      const db = t.app.db;
      const zones = await Promise.all(
        Array.from({ length: 12 }, () =>
          queryRows<{ tz: string }>(db, sql`select current_setting('TimeZone') as tz, pg_sleep(0.01)`),
        ),
      );
      expect(zones.map((rows) => rows[0]?.tz)).toEqual(Array(12).fill('UTC'));
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
