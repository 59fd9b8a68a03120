import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checklistItems,
  consignments,
  customers,
  dispatchTypes,
  massConfiguredEvents,
} from '../../db/schema';
import { DEMO_CHECKLIST, DEMO_CHECKLIST_NAME } from '../../db/seed/demo-checklist';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 9 §1: consignments' `tipo_despacho` texts meet the company's catalogue without case or accents;
// an unknown one joins it. The demo company gets its configuration.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function companyId(nit: string) {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.nit, nit));
  if (!row) throw new Error(nit);
  return row.id;
}

describe('dispatch types from consignments', () => {
  it('matches case- and accent-insensitively and adds unknown ones', async () => {
    const { key } = await createKey(t.app);
    const batch = ['REFRIGERADO ', 'nacíonal', 'Carga  Extradimensionada', ''].map((tipo, i) => {
      const m = sampleMovement(`DT-${i}`);
      const [r] = m.remesas;
      if (r) r.tipo_despacho = tipo;
      return m;
    });
    const res = await postBatch(t.app, key.llave, batch);
    expect(res.statusCode, res.body).toBeLessThan(300);

    const customerId = await companyId('900123456');
    const types = await t.database.db
      .select({ id: dispatchTypes.id, descripcion: dispatchTypes.descripcion, key: dispatchTypes.key })
      .from(dispatchTypes)
      .where(eq(dispatchTypes.customerId, customerId))
      .orderBy(asc(dispatchTypes.key));
    expect(types.map((d) => d.key)).toEqual([
      'carga extradimensionada',
      'contenedor',
      'masivo',
      'nacional',
      'refrigerado',
      'urbano',
    ]);
    // The catalogue keeps its own spelling; the new one arrives trimmed to single spaces.
    expect(types.find((d) => d.key === 'refrigerado')?.descripcion).toBe('Refrigerado');
    expect(types.find((d) => d.key === 'carga extradimensionada')?.descripcion).toBe(
      'Carga Extradimensionada',
    );

    const rows = await t.database.db
      .select({ remesa: consignments.remesaNumero, typeId: consignments.dispatchTypeId })
      .from(consignments)
      .where(eq(consignments.customerId, customerId))
      .orderBy(asc(consignments.remesaNumero));
    const idOf = (k: string) => types.find((d) => d.key === k)?.id;
    expect(rows).toEqual([
      { remesa: 'DT-0-1', typeId: idOf('refrigerado') },
      { remesa: 'DT-1-1', typeId: idOf('nacional') },
      { remesa: 'DT-2-1', typeId: idOf('carga extradimensionada') },
      { remesa: 'DT-3-1', typeId: null },
    ]);
  });

  it('keeps each company to its own catalogue', async () => {
    const other = await companyId('901777888');
    const rows = await t.database.db
      .select({ key: dispatchTypes.key })
      .from(dispatchTypes)
      .where(and(eq(dispatchTypes.customerId, other), eq(dispatchTypes.key, 'carga extradimensionada')));
    expect(rows).toEqual([]);
  });
});

describe('demo configuration', () => {
  it('gives the demo company a named PESV checklist and a mass configuration starting with event 5', async () => {
    const customerId = await companyId('900123456');
    const [company] = await t.database.db
      .select({ name: customers.checklistName })
      .from(customers)
      .where(eq(customers.id, customerId));
    expect(company?.name).toBe(DEMO_CHECKLIST_NAME);
    const items = await t.database.db
      .select({ category: checklistItems.category, critical: checklistItems.isCritical })
      .from(checklistItems)
      .where(eq(checklistItems.customerId, customerId));
    expect(items).toHaveLength(DEMO_CHECKLIST.length);
    expect(new Set(items.map((i) => i.category))).toEqual(
      new Set([
        'Documentos',
        'Niveles y fugas',
        'Luces',
        'Llantas',
        'Frenos y dirección',
        'Equipo de carretera',
        'Cabina',
      ]),
    );
    expect(items.some((i) => i.critical)).toBe(true);
    const mass = await t.database.db
      .select({ eventId: massConfiguredEvents.eventId })
      .from(massConfiguredEvents)
      .where(eq(massConfiguredEvents.customerId, customerId))
      .orderBy(asc(massConfiguredEvents.sequence));
    expect(mass[0]?.eventId).toBe(5);
  });
});
