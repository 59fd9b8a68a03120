import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { prepareDatabase } from '../db/prepare';
import { createManualClock, type ManualClock } from '../lib/clock';
import type { LogStream } from '../lib/logger-options';
import type { RateLimiter } from '../lib/rate-limiter';
import { MemoryFileStorage } from '../storage/memory-file-storage';
import {
  createPostgresCopy,
  type DatabaseTemplate,
  loadTemplateStorage,
  openPgliteCopy,
} from './database-templates';

// Every test file gets a fresh, migrated database with catalogues and demo data: in-memory PGlite
// (TEST_DB=pglite) or a throw-away PostgreSQL database trazo_test_<random> (TEST_DB=postgres) — a copy of
// the run's prepared template when the global setup made one (test/database-templates.ts), else
// migrated and seeded here.

/** For beforeAll hooks that seed the demo movements: generous, because CI machines may be busy. */
export const SETUP_TIMEOUT_MS = 180_000;

export interface TestApp {
  app: App;
  database: Database;
  clock: ManualClock;
  config: Config;
  storage: MemoryFileStorage;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Add routes (e.g. a role-protected probe) before the app is readied. */
  extend?: (app: App) => void | Promise<void>;
  /** A rate limiter instead of the in-memory one (e.g. one that never limits, for the route walks). */
  rateLimiter?: RateLimiter;
  /** Seed the demo movements (manifest 100001, DOC-555, the second company's): off unless asked, for speed. */
  movements?: boolean;
  /** Capture the log lines (set `LOG_LEVEL` in `env` too: tests are silent by default). */
  logStream?: LogStream;
}

async function openTestDatabase(
  template: DatabaseTemplate | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = template ? await openPgliteCopy(template) : await openPglite();
    return { database, drop: async () => {} };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `trazo_test_${randomBytes(6).toString('hex')}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  if (template) return { database: await createPostgresCopy(template, adminUrl, name), drop };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { database: await openPostgres(url.toString()), drop };
}

/** The run's prepared copy for this file, when the project's global setup made them. */
function templateFor(movements: boolean): DatabaseTemplate | undefined {
  const templates = inject('databaseTemplates');
  return templates?.[movements ? 'movements' : 'plain'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = createManualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.data-test',
    // No SPA unless a test asks for one, whatever apps/web/dist holds right now.
    WEB_DIST_DIR: '.data-test/no-web-build',
    // Tests change accounts by SQL between requests, as another process would; a kept session would
    // outlive that by SESSION_CACHE_MS. session-cache.test.ts turns the cache on.
    SESSION_CACHE_MS: '0',
    // Tests deliver mail deterministically with `app.outbox.drain()`.
    MAIL_WORKER: 'off',
    // A fresh key per test app: no test writes .data-test/secret, and none can lean on another's links.
    APP_SECRET: randomBytes(32).toString('hex'),
    // The API tests create their accounts through /api/dev/users and hash passwords at argon2's floor
    // (issue 28: the suites' time); production refuses both settings.
    ...(options.env?.NODE_ENV === 'production' ? {} : { TEST_FIXTURES: 'on', PASSWORD_HASH_COST: 'test' }),
    ...options.env,
  });
  const template = templateFor(options.movements ?? false);
  const { database, drop } = await openTestDatabase(template);
  const storage = template ? loadTemplateStorage(template) : new MemoryFileStorage();
  try {
    if (!template) {
      await prepareDatabase(database, {
        seedDemoWhenEmpty: true,
        clock,
        storage,
        demoMovements: options.movements ?? false,
        isTestPasswordCost: config.testPasswordHashing,
      });
    }
    const app = await buildApp({
      config,
      db: database,
      clock,
      storage,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
    });
    await options.extend?.(app);
    await app.ready();
    return {
      app,
      database,
      clock,
      config,
      storage,
      async close() {
        await app.close();
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
}
