import {
  DEFAULT_CHECKLIST_CATEGORY,
  MSG,
  type TChecklistItemsResponse,
  type TChecklistResponse,
} from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { DEMO_CHECKLIST, DEMO_CHECKLIST_NAME } from '../../db/seed/demo-checklist';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { callerFor, customerIdOf, DEMO_NIT } from './config-test-helpers';

// spec §2.8 / §4 / §5 / §7 checklist calls: role 5 only, each company its own, writes need the mobile app.

let t: TestApp;
let transporte: Awaited<ReturnType<typeof callerFor>>;
let other: Awaited<ReturnType<typeof callerFor>>;

const item = {
  title: 'Cinturón del copiloto',
  description: 'Anclado y con retracción',
  number_images: 2,
  required_images: 1,
  masive: 0,
  category: 'Cabina',
  critical: 1,
};

beforeAll(async () => {
  t = await createTestApp();
  // The second transport company gets the app but has no checklist name yet.
  await t.database.db
    .update(customers)
    .set({ hasMobileApp: true })
    .where(eq(customers.nit, DEMO_NIT.transporte2));
  transporte = await callerFor(t.app, 'transporte@trazo.demo');
  other = await callerFor(t.app, 'transporte2@trazo.demo');
});
afterAll(async () => t.close());

describe('cargar_inspeccion_vehicular', () => {
  it('answers the name and items of the caller’s company only', async () => {
    const res = await transporte('cargar_inspeccion_vehicular', { email: 'x', id_rol: 5 });
    expect(res.statusCode).toBe(200);
    const body = res.json<TChecklistResponse>();
    expect(body).toMatchObject({
      existe_app_trazo: true,
      existe_customer: true,
      customer: [{ description: DEMO_CHECKLIST_NAME }],
    });
    expect(body.data).toHaveLength(DEMO_CHECKLIST.length);

    const empty = (await other('cargar_inspeccion_vehicular')).json<TChecklistResponse>();
    expect(empty).toEqual({ existe_app_trazo: true, existe_customer: false, customer: [], data: [] });
  });

  it('is for transport companies only', async () => {
    const generator = await callerFor(t.app, 'generador@trazo.demo');
    expect((await generator('cargar_inspeccion_vehicular')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/cargar_inspeccion_vehicular',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('checklist name and items', () => {
  it('refuses items before the checklist has a name, and an empty name', async () => {
    const early = await other('guardar_item_checklist', { frmInspeccion: item });
    expect(early.statusCode).toBe(424);
    expect(early.json().message).toBe(MSG.checklistNameRequired);
    const blank = await other('guardar_name_checklist', { namechecklist: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe(MSG.checklistNameRequired);
  });

  it('names the checklist, then adds, edits and deletes an item', async () => {
    const named = await other('guardar_name_checklist', { namechecklist: 'Preoperacional Norte' });
    expect(named.statusCode).toBe(200);
    expect(named.json<TChecklistResponse>().customer).toEqual([{ description: 'Preoperacional Norte' }]);

    const created = await other('guardar_item_checklist', { frmInspeccion: item });
    expect(created.statusCode, created.body).toBe(200);
    const [saved] = created.json<TChecklistItemsResponse>().data;
    expect(saved).toMatchObject({ ...item, id: expect.any(Number) });
    expect(created.json().message).toBe(MSG.checklistItemSaved);

    const edited = await other('guardar_item_checklist', {
      frmInspeccion: { ...item, id: saved?.id, title: 'Cinturones', number_images: 3, masive: 1 },
    });
    expect(edited.json<TChecklistItemsResponse>().data).toEqual([
      { ...item, id: saved?.id, title: 'Cinturones', number_images: 3, masive: 1 },
    ]);

    // Another company cannot touch it.
    const foreign = await transporte('eliminar_item_checklist', { id_item: saved?.id, nit_generador: '' });
    expect(foreign.statusCode).toBe(404);
    const foreignEdit = await transporte('guardar_item_checklist', {
      frmInspeccion: { ...item, id: saved?.id },
    });
    expect(foreignEdit.statusCode).toBe(404);

    const deleted = await other('eliminar_item_checklist', { id_item: saved?.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MSG.deletedTitle, data: [] });
  });

  it('answers the spec’s messages for missing fields and required above allowed', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...item, title: '' }, MSG.checklistFillAllFields],
      [{ ...item, description: undefined }, MSG.checklistFillAllFields],
      [{ ...item, number_images: undefined }, MSG.checklistFillAllFields],
      [{ ...item, number_images: 1, required_images: 2 }, MSG.checklistRequiredTooHigh],
      [{ ...item, number_images: 101 }, MSG.configEventFieldRange],
      [{ ...item, number_images: 2.5 }, MSG.configEventFieldRange],
      [{ ...item, required_images: -1 }, MSG.configEventFieldRange],
      [{ ...item, category: 'Motor' }, MSG.checklistFillAllFields],
      [{ ...item, category: 7 }, MSG.checklistFillAllFields],
    ];
    for (const [form, message] of cases) {
      const res = await transporte('guardar_item_checklist', { frmInspeccion: form });
      expect(res.statusCode, JSON.stringify(form)).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('an item without a category (issue 22 item 8)', () => {
  it('goes into the default category, as spec §3 and §5 name no category', async () => {
    const { category: _omitted, ...specFields } = item;
    for (const [n, category] of [undefined, null, ''].entries()) {
      const title = `Sin categoría ${n}`;
      const form = category === undefined ? { ...specFields, title } : { ...specFields, title, category };
      const res = await transporte('guardar_item_checklist', { frmInspeccion: form });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<TChecklistItemsResponse>().data.find((i) => i.title === title);
      expect(saved?.category).toBe(DEFAULT_CHECKLIST_CATEGORY);
    }
  });
});

describe('without the mobile app', () => {
  it('shows the flag and refuses every write', async () => {
    const pagos = await callerFor(t.app, 'pagos@trazo.demo');
    const load = await pagos('cargar_inspeccion_vehicular');
    expect(load.json<TChecklistResponse>().existe_app_trazo).toBe(false);
    for (const [url, payload] of [
      ['guardar_name_checklist', { namechecklist: 'Mío' }],
      ['guardar_item_checklist', { frmInspeccion: item }],
      ['eliminar_item_checklist', { id_item: 1 }],
    ] as const) {
      const res = await pagos(url, payload);
      expect(res.statusCode, url).toBe(424);
      expect(res.json().message).toBe(MSG.configNoMobileApp);
    }
    const [company] = await t.database.db
      .select({ name: customers.checklistName })
      .from(customers)
      .where(eq(customers.id, await customerIdOf(t.database.db, DEMO_NIT.sinApp)));
    expect(company?.name).toBeNull();
  });
});
