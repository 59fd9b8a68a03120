// `npm run seed:demo`: creates or resets the demo accounts (see demo-accounts.ts) in the configured
// database, migrating it first. Refuses to touch a production database unless given --force.
import { loadConfig } from '../../config';
import { createFileStorage } from '../../storage/create-file-storage';
import { openDatabase } from '../client';
import { prepareDatabase } from '../prepare';
import { seedDemo } from './demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

async function main() {
  const config = loadConfig();
  if (config.nodeEnv === 'production' && !process.argv.includes('--force')) {
    throw new Error('NODE_ENV is production: refusing to create demo accounts (pass --force to insist).');
  }
  const database = await openDatabase(config);
  const storage = createFileStorage(config);
  try {
    await prepareDatabase(database, { seedDemoWhenEmpty: false });
    await database.withStartupLock(() =>
      seedDemo(database.db, undefined, { storage, isTestPasswordCost: config.testPasswordHashing }),
    );
  } finally {
    await storage.close();
    await database.close();
  }
  console.log(`Demo accounts ready (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
