import { buildApp } from './app';
import { type Config, ConfigError, devFeaturesOn, loadConfig } from './config';
import { openDatabase } from './db/client';
import { type Database, DatabaseOpenError } from './db/database';
import { prepareDatabase } from './db/prepare';
import { createFileStorage } from './storage/create-file-storage';

// Starts the API: config → database (migrate, catalogues, demo data) → listen; stops gracefully.

const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  // One clear line for operators; a stack trace adds nothing to a bad setting.
  console.error(message);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase(config, {
      onPoolError: (e) => console.error('PostgreSQL pool error:', e.message),
    });
  } catch (error) {
    if (error instanceof DatabaseOpenError) fail(error.message);
    throw error;
  }

  const storage = createFileStorage(config);
  try {
    await storage.check();
  } catch (error) {
    await database.close().catch(() => {});
    fail(`File storage is not usable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const app = await buildApp({ config, db: database, storage });
  // Loud on purpose: whoever starts a real deployment without NODE_ENV=production sees it here.
  for (const feature of devFeaturesOn(config)) {
    app.log.warn(`${feature.variable}=on: ${feature.what}. Development only; never expose this server.`);
  }
  try {
    const { demoSeeded } = await prepareDatabase(database, {
      seedDemoWhenEmpty: config.demoData,
      storage,
      isTestPasswordCost: config.testPasswordHashing,
    });
    app.log.info(
      { database: database.kind, demoSeeded },
      demoSeeded ? 'database ready; demo accounts created (see db/seed/demo-accounts.ts)' : 'database ready',
    );
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Trazo listening on ${config.appUrl} (API docs at ${config.appUrl}/api/docs)`);
  } catch (error) {
    app.log.error(error);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }

  let isStopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever (orchestrators then SIGKILL).
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close(); // stop accepting requests, finish in-flight ones
      await database.close(); // then release the database (PGlite flushes and unlocks its folder)
      await storage.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
