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
 * removes them after. Runs in Vitest's main process, so the project's TEST_DB is read from its config.
 */
export default async function setup(project: TestProject) {
  const env = (project.config.env ?? {}) as Record<string, string | undefined>;
  const kind = env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const { templates, remove } = await buildDatabaseTemplates(kind, process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
