import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates, type DatabaseTemplates } from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared databases every API test file copies (test/database-templates.ts). */
    databaseTemplates: DatabaseTemplates | null;
  }
}

/**
 * Vitest global setup of the API projects: prepares the database templates once for the whole run and
 * removes them after. Runs in Vitest's main process, so the project's own env (TEST_DB,
 * PASSWORD_HASH_COST) is applied here by hand: the demo users' hashes must be as cheap as a file's own.
 */
export default async function setup(project: TestProject) {
  const env = (project.config.env ?? {}) as Record<string, string | undefined>;
  if (env.PASSWORD_HASH_COST) process.env.PASSWORD_HASH_COST = env.PASSWORD_HASH_COST;
  const kind = env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const { templates, remove } = await buildDatabaseTemplates(kind, process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
