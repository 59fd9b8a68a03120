import { MSG, type TGeneratorsNotificationsResponse, type ZContactInput } from '@trazo/shared';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { generatorContacts, generatorNotificationMutes, generators } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';

type ContactInput = z.output<typeof ZContactInput>;

/** The company's generators (up to 50, searched by name or NIT) with their contacts and switched-off events. */
export async function findGeneratorNotifications(
  db: Db,
  customerId: number,
  q: string | undefined,
): Promise<TGeneratorsNotificationsResponse> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({ id: generators.id, nit: generators.nit, nombre: generators.razonSocial })
    .from(generators)
    .where(
      and(
        eq(generators.customerId, customerId),
        pattern ? or(ilike(generators.razonSocial, pattern), ilike(generators.nit, pattern)) : undefined,
      ),
    )
    .orderBy(asc(generators.razonSocial))
    .limit(50);
  const ids = rows.map((r) => r.id);
  const contacts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(generatorContacts)
          .where(
            and(eq(generatorContacts.customerId, customerId), inArray(generatorContacts.generatorId, ids)),
          )
          .orderBy(asc(generatorContacts.name));
  const mutes =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(generatorNotificationMutes)
          .where(
            and(
              eq(generatorNotificationMutes.customerId, customerId),
              inArray(generatorNotificationMutes.generatorId, ids),
            ),
          );
  return {
    data: rows.map((g) => ({
      ...g,
      contacts: contacts
        .filter((c) => c.generatorId === g.id)
        .map((c) => ({ id: c.id, name: c.name, email: c.email, eventIds: c.eventIds })),
      mutedEventIds: mutes
        .filter((m) => m.generatorId === g.id)
        .map((m) => m.eventId)
        .sort((a, b) => a - b),
    })),
  };
}

async function ownGenerator(db: Db, customerId: number, generatorId: number) {
  const [row] = await db
    .select({ id: generators.id })
    .from(generators)
    .where(and(eq(generators.id, generatorId), eq(generators.customerId, customerId)));
  if (!row) throw new AppError(404, MSG.ntfGeneratorNotFound);
}

async function saved<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'generator_contacts_email')
      throw new AppError(409, MSG.ntfContactDuplicate);
    throw error;
  }
}

export async function addContact(db: Db, customerId: number, generatorId: number, input: ContactInput) {
  await ownGenerator(db, customerId, generatorId);
  await saved(() =>
    db.insert(generatorContacts).values({
      customerId,
      generatorId,
      name: input.name,
      email: input.email,
      eventIds: [...new Set(input.eventIds)],
    }),
  );
}

export async function updateContact(db: Db, customerId: number, contactId: number, input: ContactInput) {
  const [row] = await saved(() =>
    db
      .update(generatorContacts)
      .set({ name: input.name, email: input.email, eventIds: [...new Set(input.eventIds)] })
      .where(and(eq(generatorContacts.id, contactId), eq(generatorContacts.customerId, customerId)))
      .returning({ id: generatorContacts.id }),
  );
  if (!row) throw new AppError(404, MSG.ntfContactNotFound);
}

export async function removeContact(db: Db, customerId: number, contactId: number) {
  const [row] = await db
    .delete(generatorContacts)
    .where(and(eq(generatorContacts.id, contactId), eq(generatorContacts.customerId, customerId)))
    .returning({ id: generatorContacts.id });
  if (!row) throw new AppError(404, MSG.ntfContactNotFound);
}

/** Replaces the generator's switched-off events in one transaction (the last save wins as a whole). */
export async function setMutedEvents(db: Db, customerId: number, generatorId: number, eventIds: number[]) {
  await ownGenerator(db, customerId, generatorId);
  await db.transaction(async (tx) => {
    await tx
      .delete(generatorNotificationMutes)
      .where(
        and(
          eq(generatorNotificationMutes.customerId, customerId),
          eq(generatorNotificationMutes.generatorId, generatorId),
        ),
      );
    const unique = [...new Set(eventIds)];
    if (unique.length > 0) {
      await tx
        .insert(generatorNotificationMutes)
        .values(unique.map((eventId) => ({ customerId, generatorId, eventId })));
    }
  });
}
