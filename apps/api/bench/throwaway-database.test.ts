import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createThrowawayDatabase, ignoreClosingErrors } from './throwaway-database';

// Runs in the api-postgres project only (vitest.config.ts): it needs the PostgreSQL server.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';

describe('the benchmark database', () => {
  it('is dropped while a pool still holds connections to it, and nothing crashes', async () => {
    const database = await createThrowawayDatabase(adminUrl);
    const name = new URL(database.url).pathname.slice(1);
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const errors: string[] = [];
    pool.on('error', (error) => {
      errors.push((error as { code?: string }).code ?? error.message);
      ignoreClosingErrors(error);
    });
    await Promise.all(Array.from({ length: 4 }, () => pool.query('select 1')));
    expect(pool.idleCount).toBe(4);

    // Ending is not awaited: its sockets are still closing when the drop comes (the race of issue 13).
    const ended = pool.end();
    await database.drop();
    await ended;

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    await admin.end();
    expect(rows).toEqual([]);
    // The drop waited for the closing sessions to leave: none was terminated under the pool.
    expect(errors).toEqual([]);
  }, 30_000);
});
