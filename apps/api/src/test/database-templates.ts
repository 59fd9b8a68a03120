import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { prepareDatabase } from '../db/prepare';
import { createManualClock } from '../lib/clock';
import { MemoryFileStorage } from '../storage/memory-file-storage';

// Every API test file used to migrate and seed its own database: ~30 migrations, the catalogues (1,123
// municipalities) and the demo world, seconds per file and most of the API phases' time (issue 28 item 4).
// The Vitest global setup now prepares each variant once per run and every file starts from a copy: a
// PGlite data folder loaded from a tarball, or PostgreSQL's `CREATE DATABASE … TEMPLATE`. The copy holds
// exactly what a fresh preparation would (same migrations, same seed, same manual clock start), and the demo
// files the seed stored travel with it.

/** The two worlds a test file may ask for: with or without the demo movements. */
export type TemplateVariant = 'plain' | 'movements';

export interface DatabaseTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: the data folder's tarball. PostgreSQL: the template database's name. */
  source: string;
  /** The files the seed put in storage (key → base64), as JSON. */
  storageFile: string;
}

export type DatabaseTemplates = Record<TemplateVariant, DatabaseTemplate>;

const TEMPLATE_DIR = join('.data-test', 'templates');

const variants: TemplateVariant[] = ['plain', 'movements'];

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function prepare(database: Database, variant: TemplateVariant, storage: MemoryFileStorage) {
  await prepareDatabase(database, {
    seedDemoWhenEmpty: true,
    clock: createManualClock(),
    storage,
    demoMovements: variant === 'movements',
    // The demo users' hashes at argon2's floor, as a file's own test app would make them (issue 28).
    isTestPasswordCost: true,
  });
}

function saveStorage(storage: MemoryFileStorage, file: string) {
  const files = Object.fromEntries([...storage.files].map(([key, bytes]) => [key, bytes.toString('base64')]));
  writeFileSync(file, JSON.stringify(files));
}

/** Prepares both variants for one database kind; returns them and a function that removes them. */
export async function buildDatabaseTemplates(
  kind: 'pglite' | 'postgres',
  adminUrl?: string,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const runId = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const dir = join(TEMPLATE_DIR, `${kind}-${runId}`);
  mkdirSync(dir, { recursive: true });
  const databases: string[] = [];
  const templates = {} as DatabaseTemplates;
  for (const variant of variants) {
    const storage = new MemoryFileStorage();
    const storageFile = join(dir, `storage-${variant}.json`);
    if (kind === 'pglite') {
      const database = await openPglite();
      try {
        await prepare(database, variant, storage);
        const tarball = await database.client.dumpDataDir('none');
        const source = join(dir, `pglite-${variant}.tar`);
        writeFileSync(source, Buffer.from(await tarball.arrayBuffer()));
        templates[variant] = { kind, source, storageFile };
      } finally {
        await database.close();
      }
    } else {
      if (!adminUrl) throw new Error('PostgreSQL templates need TEST_DATABASE_URL');
      const name = `trazo_tpl_${runId}_${variant}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      databases.push(name);
      const database = await openPostgres(withDatabase(adminUrl, name));
      try {
        await prepare(database, variant, storage);
      } finally {
        // A template may have no open connection while it is copied.
        await database.close();
      }
      templates[variant] = { kind, source: name, storageFile };
    }
    saveStorage(storage, storageFile);
  }
  return {
    templates,
    async remove() {
      rmSync(dir, { recursive: true, force: true });
      for (const name of databases) {
        if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  };
}

/** The seed's files, for a test file's own storage. */
export function loadTemplateStorage(template: DatabaseTemplate): MemoryFileStorage {
  const storage = new MemoryFileStorage();
  const files = JSON.parse(readFileSync(template.storageFile, 'utf8')) as Record<string, string>;
  for (const [key, base64] of Object.entries(files)) storage.files.set(key, Buffer.from(base64, 'base64'));
  return storage;
}

/** A PGlite database loaded from the template's data folder. */
export function openPgliteCopy(template: DatabaseTemplate) {
  return openPglite(undefined, new Blob([readFileSync(template.source)]));
}

/** A throw-away PostgreSQL database copied from the template; `name` is the new database's. */
export async function createPostgresCopy(template: DatabaseTemplate, adminUrl: string, name: string) {
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.source}`);
  return openPostgres(withDatabase(adminUrl, name));
}
