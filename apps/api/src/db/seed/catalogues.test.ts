import { DOCUMENT_TYPES, ROLE_CATALOGUE } from '@trazo/shared';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { documentTypes, roles, zones } from '../schema';
import { seedCatalogues } from './catalogues';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('catalogues', () => {
  it('seeds the six roles of spec §1', async () => {
    const rows = await t.database.db.select().from(roles).orderBy(asc(roles.id));
    expect(rows).toEqual(ROLE_CATALOGUE.map((r) => ({ id: r.id, name: r.name })));
  });

  it('seeds the seven document types of spec §3', async () => {
    const rows = await t.database.db.select().from(documentTypes).orderBy(asc(documentTypes.id));
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => r.descripcion)).toEqual(DOCUMENT_TYPES.map((d) => d.descripcion));
  });

  it('seeds the 1,123 DIVIPOLA municipalities with nombre_division', async () => {
    const [total] = await t.database.db.select({ n: count() }).from(zones);
    expect(total?.n).toBe(1123);
    const [medellin] = await t.database.db.select().from(zones).where(eq(zones.codigo, '05001'));
    expect(medellin).toEqual({
      id: 5001,
      codigo: '05001',
      municipio: 'MEDELLÍN',
      departamento: 'ANTIOQUIA',
      nombreDivision: 'MEDELLÍN (ANTIOQUIA)',
    });
  });

  it('is idempotent: seeding again changes nothing and repairs edited rows', async () => {
    await t.database.db.update(roles).set({ name: 'x' }).where(eq(roles.id, 1));
    await seedCatalogues(t.database.db);
    const [role] = await t.database.db.select().from(roles).where(eq(roles.id, 1));
    expect(role?.name).toBe('Especiales');
    const [total] = await t.database.db.select({ n: count() }).from(zones);
    expect(total?.n).toBe(1123);
  });

  it('GET /api/roles lists the roles without a session (spec §7)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/roles' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ROLE_CATALOGUE.map((r) => ({ id: r.id, name: r.name })) });
  });
});
