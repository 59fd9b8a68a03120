import type { Clock } from '../lib/clock';
import type { FileStorage } from '../storage/file-storage';
import type { Database } from './database';
import { seedCatalogues } from './seed/catalogues';
import { seedDemoIfEmpty } from './seed/demo';

export interface PrepareOptions {
  /** Seed the demo world when the database has no users yet (never in production). */
  seedDemoWhenEmpty: boolean;
  clock?: Clock;
  /** Where demo photos and documents go (the app's storage). */
  storage?: FileStorage;
  /** Seed the demo movements with the demo accounts (default true). */
  demoMovements?: boolean;
  /** config.testPasswordHashing: the demo accounts' password at the test suites' cost. */
  isTestPasswordCost?: boolean;
}

/**
 * Brings a database up to date at start: migrations, catalogues, and the demo world on a fresh
 * non-production install. Under the startup lock, so several processes may start at once (ADR 0004).
 */
export function prepareDatabase(
  database: Database,
  options: PrepareOptions,
): Promise<{ demoSeeded: boolean }> {
  return database.withStartupLock(async () => {
    await database.migrate();
    await seedCatalogues(database.db);
    const demoSeeded = options.seedDemoWhenEmpty
      ? await seedDemoIfEmpty(database.db, options.clock, {
          storage: options.storage,
          withMovements: options.demoMovements,
          isTestPasswordCost: options.isTestPasswordCost,
        })
      : false;
    return { demoSeeded };
  });
}
