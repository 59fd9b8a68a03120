import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { customers, userRoles, users } from '../schema';
import { seedDemo, seedDemoIfEmpty } from './demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const counts = async () => {
  const db = t.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [r] = await db.select({ n: count() }).from(userRoles);
  const [c] = await db.select({ n: count() }).from(customers);
  return { users: u?.n, roles: r?.n, customers: c?.n };
};

describe('demo data', () => {
  it('creates the fourteen accounts, five customers and their roles', async () => {
    expect(await counts()).toEqual({ users: 14, roles: 16, customers: 5 });
    const [company] = await t.database.db.select().from(customers).where(eq(customers.nit, '900123456'));
    expect(company).toMatchObject({
      razonSocial: 'Transportes Demo S.A.S.',
      checkDigit: 8,
      status: 'active',
    });
  });

  it('hashes the demo password with argon2id', async () => {
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS[0]?.email ?? ''));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('is not re-seeded at start once users exist', async () => {
    expect(await seedDemoIfEmpty(t.database.db)).toBe(false);
  });

  it('the explicit seed is idempotent and restores edited demo accounts', async () => {
    await t.database.db.update(users).set({ name: 'Cambiado' }).where(eq(users.email, 'admin@trazo.demo'));
    await seedDemo(t.database.db);
    await seedDemo(t.database.db);
    expect(await counts()).toEqual({ users: 14, roles: 16, customers: 5 });
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@trazo.demo'));
    expect(admin?.name).toBe('Santiago');
  });
});
