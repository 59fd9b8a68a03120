import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

// A PostgreSQL database made for one benchmark run and dropped after it. The drop ends any session still
// open on it (WITH FORCE), and a pool whose connections are still closing then gets "terminating
// connection due to administrator command": pg-pool's end() resolves before its sockets are closed, and
// the error of a pool without a listener killed the run at its very end, with the figures unprinted.

/** For every pool on the database: its late errors are expected at the drop and must not crash the run. */
export function ignoreClosingErrors(error: Error): void {
  if ((error as { code?: string }).code !== '57P01') console.warn(`[bench] pool error: ${error.message}`);
}

export async function createThrowawayDatabase(adminUrl: string) {
  const name = `trazo_bench_${randomBytes(4).toString('hex')}`;
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Call after every pool on it was ended: waits for their sessions to leave, then drops; never throws. */
    async drop() {
      try {
        await admin(async (client) => {
          for (let i = 0; i < 50; i++) {
            const { rows } = await client.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where datname = $1',
              [name],
            );
            if (rows[0]?.n === 0) break;
            await sleep(100);
          }
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
      } catch (error) {
        console.warn(`[bench] could not drop ${name}: ${(error as Error).message}`);
      }
    },
  };
}
