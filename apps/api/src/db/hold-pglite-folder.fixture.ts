import { openPglite } from './pglite';

// Child process for folder-lock.test.ts: opens the PGlite folder given as argument, migrates, says
// "ready" and waits to be killed.
const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-pglite-folder.fixture.ts <dataDir>');
const database = await openPglite(dir);
await database.migrate();
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
