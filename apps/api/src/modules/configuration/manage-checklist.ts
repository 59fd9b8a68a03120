import { MSG, type TChecklistItem, type TChecklistResponse, type ZChecklistItemForm } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { checklistItems, customers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertMobileApp, hasMobileApp } from './company-access';

// spec §2.8 / §4 / §5 vehicle-inspection checklist: no name → named → items added, edited, deleted.

export async function listChecklistItems(db: Db, customerId: number): Promise<TChecklistItem[]> {
  const rows = await db
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.customerId, customerId))
    .orderBy(asc(checklistItems.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    number_images: r.numberImages,
    required_images: r.requiredImages,
    masive: r.masive ? 1 : 0,
    category: r.category,
    critical: r.isCritical ? 1 : 0,
  }));
}

export async function loadChecklist(db: Db, customerId: number): Promise<TChecklistResponse> {
  const [company] = await db
    .select({ name: customers.checklistName })
    .from(customers)
    .where(eq(customers.id, customerId));
  const name = company?.name ?? null;
  return {
    existe_app_trazo: await hasMobileApp(db, customerId),
    existe_customer: name !== null,
    customer: name === null ? [] : [{ description: name }],
    data: await listChecklistItems(db, customerId),
  };
}

export async function saveChecklistName(
  db: Db,
  customerId: number,
  name: string,
): Promise<TChecklistResponse> {
  await assertMobileApp(db, customerId);
  await db.update(customers).set({ checklistName: name }).where(eq(customers.id, customerId));
  return loadChecklist(db, customerId);
}

export async function saveChecklistItem(
  db: Db,
  customerId: number,
  form: z.output<typeof ZChecklistItemForm>,
): Promise<TChecklistItem[]> {
  await assertMobileApp(db, customerId);
  const [company] = await db
    .select({ name: customers.checklistName })
    .from(customers)
    .where(eq(customers.id, customerId));
  // Items belong to a named checklist (spec §4: no name, then named, then items).
  if (!company?.name) throw new AppError(424, MSG.checklistNameRequired);
  const values = {
    title: form.title,
    description: form.description,
    numberImages: form.number_images,
    requiredImages: form.required_images,
    masive: form.masive === 1,
    category: form.category,
    isCritical: form.critical === 1,
  };
  if (form.id) {
    const updated = await db
      .update(checklistItems)
      .set(values)
      .where(and(eq(checklistItems.id, form.id), eq(checklistItems.customerId, customerId)))
      .returning({ id: checklistItems.id });
    if (updated.length === 0) throw new AppError(404, MSG.configChecklistItemNotFound);
  } else {
    await db.insert(checklistItems).values({ customerId, ...values });
  }
  return listChecklistItems(db, customerId);
}

export async function deleteChecklistItem(db: Db, customerId: number, id: number): Promise<TChecklistItem[]> {
  await assertMobileApp(db, customerId);
  const deleted = await db
    .delete(checklistItems)
    .where(and(eq(checklistItems.id, id), eq(checklistItems.customerId, customerId)))
    .returning({ id: checklistItems.id });
  if (deleted.length === 0) throw new AppError(404, MSG.configChecklistItemNotFound);
  return listChecklistItems(db, customerId);
}
