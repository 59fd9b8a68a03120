import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../test/create-test-app';
import { queryRows } from './database';

// A foreign key without an index makes every delete of the parent (ON DELETE CASCADE) and every lookup
// by the parent scan the child table: consignments' events and cumplidos were such (issue 13 §11).

/** Left without an index on purpose: parents that are catalogues or almost never deleted, small children. */
const UNINDEXED = new Map([
  ['api_keys.created_by_user_id', 'a few keys per company'],
  [
    'configured_events.customer_id',
    'read through its dispatch-type configuration; companies are not deleted',
  ],
  ['customers.logo_file_id', 'one row per company; a stored logo is deleted rarely'],
  ['delivery_documents.customer_id', 'read through the movement; companies are not deleted'],
  ['delivery_documents.file_id', 'a stored file is deleted rarely, with its cumplido'],
  [
    'invoice_aging_changes.generator_id',
    'read by company first (its primary key); a generator with invoices is never deleted',
  ],
  [
    'invoice_aging_days.generator_id',
    'read by company first (its primary key); a generator with invoices is never deleted',
  ],
  ['invoices.pdf_file_id', "the ERP's PDF of an invoice (issue 25): one per invoice, deleted rarely"],
  ['invoices.xml_file_id', "the ERP's XML of an invoice (issue 25): one per invoice, deleted rarely"],
  ['movement_driver_changes.customer_id', 'read through the movement; companies are not deleted'],
  ['payment_orders.user_id', 'read by company; users are disabled, not deleted'],
  ['preop_inspection_items.checklist_item_id', 'a snapshot link; checklist items are rarely deleted'],
  ['preop_inspections.signature_file_id', 'a stored file is deleted rarely, with its inspection'],
  ['trip_event_plans.customer_id', 'read through the movement; companies are not deleted'],
  ['user_role_generators.generator_id', 'a few rows per user'],
  ['user_roles.role_id', 'six roles, a catalogue'],
  ['users.document_type_id', 'a catalogue'],
  ['users.zone_id', 'a catalogue'],
]);

describe('foreign keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('have an index that starts with their column', async () => {
    const rows = await queryRows<{ table: string; column: string; indexed: boolean }>(
      t.database.db,
      sql`
        select c.conrelid::regclass::text as table, a.attname as column,
          exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and cardinality(c.conkey) = 1
        order by 1, 2`,
    );
    expect(rows.length).toBeGreaterThan(20);
    const unindexed = rows.filter((r) => !r.indexed).map((r) => `${r.table}.${r.column}`);
    expect(unindexed).toEqual([...UNINDEXED.keys()]);
    const consignmentKeys = rows.filter((r) => r.column === 'consignment_id').map((r) => r.table);
    expect(consignmentKeys).toEqual([
      'delivery_documents',
      'driver_deliveries',
      'invoice_consignments',
      'movement_events',
      'trip_event_plans',
    ]);
  });
});
