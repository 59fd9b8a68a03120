import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';

// POST /api/dev/users creates accounts of any role without authentication: it must exist only when
// TEST_FIXTURES=on, which only the test runners set (create-test-app.ts, playwright.config.ts).

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const superAdmin = {
  email: 'intruso@example.co',
  roles: [{ id_role: 6, customer_nit: null }],
};

describe('test fixtures', () => {
  it('do not exist in a default start (npm start: NODE_ENV and TEST_FIXTURES unset)', async () => {
    t = await createTestApp({ env: { NODE_ENV: '', TEST_FIXTURES: '', LOG_LEVEL: 'silent' } });
    expect(t.config).toMatchObject({ nodeEnv: 'development', testFixtures: false });
    const users = await t.app.inject({ method: 'POST', url: '/api/dev/users', payload: superAdmin });
    expect(users.statusCode).toBe(404);
    const customers = await t.app.inject({
      method: 'POST',
      url: '/api/dev/customers',
      payload: { nit: '900999111', razon_social: 'X', kind: 'transporte' },
    });
    expect(customers.statusCode).toBe(404);
    // The newcomer's mailbox stays on in a default start.
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(200);
  });

  it('exist when the test runner sets TEST_FIXTURES=on', async () => {
    t = await createTestApp({ env: { TEST_FIXTURES: 'on' } });
    const users = await t.app.inject({ method: 'POST', url: '/api/dev/users', payload: superAdmin });
    expect(users.statusCode).toBe(201);
  });

  it('the dev mailbox goes with DEV_MAILBOX=off', async () => {
    t = await createTestApp({ env: { DEV_MAILBOX: 'off' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
  });
});
