import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, DatabaseOpenError, MIGRATIONS_FOLDER } from './database';
import * as schema from './schema';

// Arbitrary but fixed: every Trazo process agrees on it, nothing else in the cluster uses it.
const STARTUP_LOCK_KEY = 727_202_601;

/** The API's pool size and connection settings (the benchmarks' bare side uses the same). */
export const POOL_SETTINGS = {
  // Timestamps are read back by parsing PostgreSQL's text output (`2026-03-01 13:30:00+00`). In UTC that
  // text always has a whole-hour offset that JavaScript parses; in a server zone such as America/Bogota,
  // dates before 1914 come out with a local-mean-time offset (-04:56:16) that does not parse. UTC is also
  // what the embedded PGlite uses, so both databases answer alike. It is a startup parameter of each
  // connection, not a `SET` sent on 'connect' (which raced the pool's first query: pg@9 refuses that).
  //
  // JIT off: our statements are short and index-driven; where the planner's estimate crossed
  // jit_above_cost (the aging's per-invoice subplans) compiling took 430 ms of a 1 s answer that
  // runs in 250 ms without it (ADR 0024, second pass).
  options: '-c TimeZone=UTC -c jit=off',
  max: 10,
};

export interface PostgresOptions {
  /** Errors of idle pooled connections (server restart, network); without a listener they crash Node. */
  onPoolError?: (error: Error) => void;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, application_name: 'trazo-api', ...POOL_SETTINGS });
  pool.on('error', (error) => options.onPoolError?.(error));
  // Fail at start, with the driver's message, rather than on the first request.
  const probe = await pool.connect().catch(async (error: Error) => {
    await pool.end();
    throw new DatabaseOpenError(`Cannot connect to PostgreSQL (DATABASE_URL): ${error.message}`);
  });
  probe.release();

  const db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withStartupLock(fn) {
      // A session-level lock on one dedicated connection: concurrent starts queue here, so only one
      // process at a time migrates and seeds.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload, options.onPoolError),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = { first: 250, max: 10_000 };

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection drops it reconnects with a growing pause; what was notified in between is lost, which is
 * why the live streams tell their browsers to read again after a gap (modules/live).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = LISTEN_RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'trazo-api-listen' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onError?.(error);
      void next.end().catch(() => {});
      if (client === next) client = null;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${quoted}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = LISTEN_RETRY_MS.first;
  };
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((error: Error) => {
        onError?.(error);
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
        schedule();
      });
    }, retryMs);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
