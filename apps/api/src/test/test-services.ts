/**
 * The URL of a real server a *.services.test.ts file needs. Missing, it fails the test rather than
 * skipping it: CI (.ci/run starts PostgreSQL and Redis) must prove them, as it proves PostgreSQL.
 */
export function testServiceUrl(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: this test needs the real server (.ci/run starts PostgreSQL and Redis; locally ` +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres TEST_REDIS_URL=redis://127.0.0.1:6379 ' +
        'npx vitest run --project api-services)',
    );
  }
  return value;
}
