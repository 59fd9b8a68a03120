import { MOVEMENT_LIMITS, MSG } from '@trazo/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, customers } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

// Issue 23 item 7: 25 creations at once counted the same keys and left 28–36 active under a cap of 20.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the API key cap under a burst', () => {
  it('25 parallel creations leave exactly the cap active; the rest answer 422', async () => {
    const { token } = await loginAs(t.app, 'transporte@trazo.demo');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/integracion/llaves',
          payload: { nombre: `ERP ${i}` },
          ...withCookie(token),
        }),
      ),
    );
    const cap = MOVEMENT_LIMITS.apiKeysPerCompany;
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(cap);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(25 - cap);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ message: MSG.apiKeysLimit });
    }
    const [company] = await t.app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.nit, '900123456'));
    const [active] = await t.app.db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.customerId, company?.id ?? -1), isNull(apiKeys.revokedAt)));
    expect(active?.n).toBe(cap);
  });
});
