import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { queryRows } from '../database';

describe('demo pre-operational inspections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ movements: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('cover most days of the last 30, each rating the whole demo checklist', async () => {
    const rows = await queryRows<{ days: number; inspections: number; items: number; checklist: number }>(
      t.database.db,
      sql`select
        (select count(distinct date(i.inspected_at - interval '5 hours')) from preop_inspections i
          join customers cu on cu.id = i.customer_id
          where cu.nit = '900123456' and i.inspected_at >= '2026-01-31T13:00:00Z')::int as days,
        (select count(*) from preop_inspections)::int as inspections,
        (select count(*) from preop_inspection_items)::int as items,
        (select count(*) from checklist_items ci join customers cu on cu.id = ci.customer_id
          where cu.nit = '900123456')::int as checklist`,
    );
    const [r] = rows;
    expect(r?.days).toBeGreaterThanOrEqual(20);
    expect(r?.checklist).toBeGreaterThan(0);
    expect(r?.items).toBe((r?.inspections ?? 0) * (r?.checklist ?? 0));
  });

  it("gives manifest 100001's trip a signature and photos, with names copied from the checklist", async () => {
    const [showcase] = await queryRows<{ signature: string | null; photos: number; titles: number }>(
      t.database.db,
      sql`select i.signature_file_id as signature,
        (select count(*) from preop_inspection_item_photos p join preop_inspection_items it on it.id = p.item_id
          join preop_inspection_categories c on c.id = it.category_id where c.inspection_id = i.id)::int as photos,
        (select count(*) from preop_inspection_items it join preop_inspection_categories c on c.id = it.category_id
          join checklist_items ci on ci.id = it.checklist_item_id
          where c.inspection_id = i.id and ci.title = it.title)::int as titles
      from preop_inspections i where i.manifiesto_numero = '100001'`,
    );
    expect(showcase?.signature).toBeTruthy();
    expect(showcase?.photos).toBeGreaterThan(0);
    expect(showcase?.titles).toBeGreaterThan(0);
    // A later edit of the checklist leaves the recorded inspection as it was.
    await t.database.db.execute(sql`update checklist_items set title = 'Renombrado'`);
    const [after] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from preop_inspection_items where title = 'Renombrado'`,
    );
    expect(after?.n).toBe(0);
  });
});
