import { MSG, type TTemplate, type TTemplatesResponse, type ZTemplateInput } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { notificationTemplates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { activeEvents, isActiveEvent, loadEventCatalogue } from '../configuration/event-catalogue';

type TemplateInput = z.output<typeof ZTemplateInput>;
type Row = typeof notificationTemplates.$inferSelect;

const toTemplate = (row: Row, names: Map<number, string>): TTemplate => ({
  id: row.id,
  eventId: row.eventId,
  eventName: names.get(row.eventId) ?? `EVENTO ${row.eventId}`,
  recipientKind: row.recipientKind as TTemplate['recipientKind'],
  subject: row.subject,
  body: row.body,
  isActive: row.isActive,
  staffEmails: row.staffEmails,
  updatedAt: row.updatedAt.toISOString(),
});

/** The company's templates and the events (its active catalogue: 2–18 and its own) one can be written for. */
export async function findTemplates(db: Db, customerId: number): Promise<TTemplatesResponse> {
  const catalogue = await loadEventCatalogue(db, customerId);
  const names = new Map([...catalogue.values()].map((e) => [e.id_events, e.event]));
  const rows = await db
    .select()
    .from(notificationTemplates)
    .where(eq(notificationTemplates.customerId, customerId))
    .orderBy(asc(notificationTemplates.eventId), asc(notificationTemplates.recipientKind));
  return {
    data: rows.map((r) => toTemplate(r, names)),
    events: activeEvents(catalogue).map((e) => ({ eventId: e.id_events, name: e.event })),
  };
}

async function checkEvent(db: Db, customerId: number, eventId: number) {
  await loadEventCatalogue(db, customerId); // creates the built-in 2–18 on first use
  if (!(await isActiveEvent(db, customerId, eventId))) {
    throw new AppError(422, MSG.ntfUnknownEvent, { errors: { eventId: [MSG.ntfUnknownEvent] } });
  }
}

const values = (input: TemplateInput, now: Date) => ({
  eventId: input.eventId,
  recipientKind: input.recipientKind,
  subject: input.subject,
  body: input.body,
  isActive: input.isActive,
  // Staff addresses belong to the staff template only.
  staffEmails: input.recipientKind === 'empresa' ? [...new Set(input.staffEmails)] : [],
  updatedAt: now,
});

async function saved<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'notification_templates_event_kind')
      throw new AppError(409, MSG.ntfTemplateDuplicate);
    throw error;
  }
}

export async function createTemplate(
  db: Db,
  customerId: number,
  input: TemplateInput,
  now: Date,
): Promise<TTemplate> {
  await checkEvent(db, customerId, input.eventId);
  const [row] = await saved(() =>
    db
      .insert(notificationTemplates)
      .values({ customerId, ...values(input, now), createdAt: now })
      .returning(),
  );
  const { data } = await findTemplates(db, customerId);
  return data.find((t) => t.id === row?.id) as TTemplate;
}

export async function updateTemplate(
  db: Db,
  customerId: number,
  id: number,
  input: TemplateInput,
  now: Date,
): Promise<TTemplate> {
  await checkEvent(db, customerId, input.eventId);
  const [row] = await saved(() =>
    db
      .update(notificationTemplates)
      .set(values(input, now))
      .where(and(eq(notificationTemplates.id, id), eq(notificationTemplates.customerId, customerId)))
      .returning({ id: notificationTemplates.id }),
  );
  if (!row) throw new AppError(404, MSG.ntfTemplateNotFound);
  const { data } = await findTemplates(db, customerId);
  return data.find((t) => t.id === row.id) as TTemplate;
}
