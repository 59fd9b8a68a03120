// `npm run bench:live` (issue 26, ADR 0022): BENCH_STREAMS open event streams (default 500, five per user)
// on one API process (apps/api/src/server.ts through tsx, its own process, as production runs it) over a
// fresh PostgreSQL database (created on BENCH_DATABASE_URL's server and dropped after), while
// BENCH_BATCHES ERP-sized batches of BENCH_BATCH movement changes (default 20 × 500, one a second) are
// written. For every stream and batch: the time from the write to the last of the batch's ids reaching
// that stream. The baseline, in the same run and for the same batches: one bare node-postgres client
// LISTENing on the same channel (what the database itself takes to announce the change). Also the API
// process's resident memory per open stream, and the latency of a cheap request (GET /api/site-info)
// during the batches as the API's event-loop delay seen from outside. What counts on the shared machine
// is the ratio, measured in the same minutes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { hashToken } from '../src/modules/auth/tokens';
import { LIVE_CHANNEL } from '../src/modules/live/live-hub';
import { MAX_STREAMS_PER_USER } from '../src/modules/live/routes';
import { startApiProcess } from '../src/test/api-process';
import { loadMovements } from './load-movements';
import { createThrowawayDatabase, ignoreClosingErrors } from './throwaway-database';

const env = process.env;
const STREAMS = Number(env.BENCH_STREAMS ?? 500);
const BATCHES = Number(env.BENCH_BATCHES ?? 20);
const BATCH = Number(env.BENCH_BATCH ?? 500);
const MOVEMENTS = Number(env.BENCH_MOVEMENTS ?? 10_000);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PER_USER = Math.min(5, MAX_STREAMS_PER_USER);

/** One open stream: per batch, when its last id arrived (ms, performance.now()). */
interface Stream {
  seen: Map<number, number>;
  lastOf: Map<number, number>;
  close(): void;
}

function openStream(url: string, token: string, batchOf: Map<number, number>, pending: Map<number, number>) {
  return new Promise<Stream>((resolve, reject) => {
    const stream: Stream = { seen: new Map(), lastOf: new Map(), close: () => {} };
    const request = http.get(
      `${url}/api/eventos/stream`,
      {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          'x-requested-with': 'XMLHttpRequest',
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (!ready && block.includes('event: listo')) {
              ready = true;
              resolve(stream);
            }
            const data = block.split('\n').find((l) => l.startsWith('data: {"ids"'));
            if (!data) continue;
            for (const id of (JSON.parse(data.slice(6)) as { ids: number[] }).ids) {
              const batch = batchOf.get(id);
              if (batch === undefined) continue;
              const count = (stream.seen.get(batch) ?? 0) + 1;
              stream.seen.set(batch, count);
              if (count === pending.get(batch)) stream.lastOf.set(batch, at);
            }
          }
        });
      },
    );
    request.on('error', reject);
    stream.close = () => request.destroy();
  });
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/RssAnon:\s+(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

async function main() {
  const users = Math.ceil(STREAMS / PER_USER);
  console.log(
    `Live benchmark: ${STREAMS} streams (${users} users), ${BATCHES} batches × ${BATCH} movement changes, one a second, PostgreSQL`,
  );
  const throwaway = await createThrowawayDatabase(ADMIN_URL);
  const database = await openPostgres(throwaway.url, { onPoolError: ignoreClosingErrors });
  const dataDir = await mkdtemp(join(tmpdir(), 'trazo-bench-live-'));
  const listener = new pg.Client({ connectionString: throwaway.url });
  let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  const streams: Stream[] = [];
  try {
    await prepareDatabase(database, { seedDemoWhenEmpty: true, demoMovements: false });
    const { customerId } = await loadMovements(database.db, MOVEMENTS);
    // `users` copies of the demo company's administrator, each with a session token of its own.
    await database.db.execute(sql`
      insert into users overriding system value
      select (jsonb_populate_record(null::users, to_jsonb(u) || jsonb_build_object(
        'id', nextval(pg_get_serial_sequence('users', 'id')), 'email', 'live' || g || '@bench.trazo.co'))).*
      from users u cross join generate_series(1, ${users}) g where u.email = 'transporte@trazo.demo'`);
    await database.db.execute(sql`
      insert into user_roles overriding system value
      select (jsonb_populate_record(null::user_roles, to_jsonb(r) || jsonb_build_object(
        'id', nextval(pg_get_serial_sequence('user_roles', 'id')), 'user_id', nu.id))).*
      from user_roles r join users u on u.id = r.user_id and u.email = 'transporte@trazo.demo'
      cross join users nu where nu.email like 'live%@bench.trazo.co' and r.customer_id = ${customerId}`);
    const grants = await queryRows<{ user_id: number; id: number }>(
      database.db,
      sql`select r.user_id, r.id from user_roles r join users u on u.id = r.user_id
        where u.email like 'live%@bench.trazo.co' order by r.user_id`,
    );
    const tokens = grants.map((g) => ({
      ...g,
      token: `bench-live-${g.user_id}-${Math.random().toString(36).slice(2)}`,
    }));
    for (const t of tokens) {
      await database.db.execute(sql`
        insert into access_tokens (user_id, token_hash, user_role_id, created_at, last_used_at, expires_at)
        values (${t.user_id}, ${hashToken(t.token)}, ${t.id}, now(), now(), now() + interval '1 day')`);
    }
    const movementIds = (
      await queryRows<{ id: number }>(
        database.db,
        sql`select id from movements where customer_id = ${customerId} order by id limit ${BATCHES * BATCH}`,
      )
    ).map((r) => r.id);
    if (movementIds.length < BATCHES * BATCH) throw new Error('not enough movements: raise BENCH_MOVEMENTS');
    const batchOf = new Map<number, number>();
    const pending = new Map<number, number>();
    for (let b = 0; b < BATCHES; b++) {
      pending.set(b, BATCH);
      for (const id of movementIds.slice(b * BATCH, (b + 1) * BATCH)) batchOf.set(id, b);
    }

    api = await startApiProcess('live', {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      DATABASE_URL: throwaway.url,
      MAIL_WORKER: 'off',
      LOG_LEVEL: 'warn',
    });
    const url = api.url;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleMb = await rssMb(api.pid);

    // The baseline: a bare LISTEN on the same channel.
    await listener.connect();
    const bareLast = new Map<number, number>();
    const bareSeen = new Map<number, number>();
    listener.on('notification', (n) => {
      const at = performance.now();
      const id = Number(n.payload?.split(':')[1]);
      const batch = batchOf.get(id);
      if (batch === undefined) return;
      const count = (bareSeen.get(batch) ?? 0) + 1;
      bareSeen.set(batch, count);
      if (count === BATCH) bareLast.set(batch, at);
    });
    await listener.query(`listen ${LIVE_CHANNEL}`);

    const t0 = performance.now();
    for (let i = 0; i < STREAMS; i++) {
      const token = tokens[Math.floor(i / PER_USER)]?.token as string;
      streams.push(await openStream(url, token, batchOf, pending));
    }
    console.log(`${STREAMS} streams open in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const openMb = await rssMb(api.pid);

    // The batches, one a second, each one statement (as an ERP batch commits), and a cheap probe request
    // every 50 ms meanwhile.
    const probes: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const p0 = performance.now();
        await fetch(`${url}/api/site-info`).then((r) => r.arrayBuffer());
        probes.push(performance.now() - p0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const writtenAt = new Map<number, number>();
    for (let b = 0; b < BATCHES; b++) {
      const ids = movementIds.slice(b * BATCH, (b + 1) * BATCH);
      const started = performance.now();
      writtenAt.set(b, started);
      await database.db.execute(
        sql`update movements set synced_at = now() where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
    }
    // Whatever has not arrived 10 s after the last batch counts as lost.
    const deadline = performance.now() + 10_000;
    while (
      performance.now() < deadline &&
      (streams.some((s) => s.lastOf.size < BATCHES) || bareLast.size < BATCHES)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    probing = false;
    await probe;

    const apiLatencies: number[] = [];
    let lost = 0;
    for (const s of streams) {
      for (let b = 0; b < BATCHES; b++) {
        const at = s.lastOf.get(b);
        if (at === undefined) lost += 1;
        else apiLatencies.push(at - (writtenAt.get(b) ?? 0));
      }
    }
    const bareLatencies = [...bareLast].map(([b, at]) => at - (writtenAt.get(b) ?? 0));
    const within1s = apiLatencies.filter((l) => l < 1000).length / (STREAMS * BATCHES);
    const row = (name: string, l: number[]) =>
      `${name.padEnd(22)} ${quantile(l, 0.5).toFixed(0).padStart(7)} ${quantile(l, 0.95).toFixed(0).padStart(7)} ${quantile(l, 0.99).toFixed(0).padStart(7)} ${Math.max(
        ...l,
      )
        .toFixed(0)
        .padStart(7)}`;
    console.log(
      `\n${'write → last id'.padEnd(22)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
    );
    console.log(row(`API, ${STREAMS} streams`, apiLatencies));
    console.log(row('bare LISTEN, 1 client', bareLatencies));
    console.log(
      `API/bare p50 ${(quantile(apiLatencies, 0.5) / quantile(bareLatencies, 0.5)).toFixed(1)}×, p99 ${(quantile(apiLatencies, 0.99) / quantile(bareLatencies, 0.99)).toFixed(1)}×; ` +
        `${(100 * within1s).toFixed(1)} % of (stream, batch) pairs within 1 s (target 95 %), ${(100 * (apiLatencies.filter((l) => l < 2000).length / (STREAMS * BATCHES))).toFixed(1)} % within 2 s; lost ${lost}`,
    );
    console.log(
      `API process: ${idleMb.toFixed(0)} MB resident idle, ${openMb.toFixed(0)} MB with ${STREAMS} streams: ${((1024 * (openMb - idleMb)) / STREAMS).toFixed(0)} KB per stream`,
    );
    console.log(
      `GET /api/site-info during the batches (the API's event-loop delay seen from outside): p50 ${quantile(probes, 0.5).toFixed(1)} ms, p99 ${quantile(probes, 0.99).toFixed(1)} ms (${probes.length} probes)`,
    );
  } finally {
    for (const s of streams) s.close();
    await api?.stop();
    await listener.end().catch(() => {});
    await database.close();
    await throwaway.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
