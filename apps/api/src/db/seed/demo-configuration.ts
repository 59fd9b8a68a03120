import { dispatchTypeKey } from '@trazo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { ensureBuiltinEvents } from '../../modules/configuration/ensure-builtin-events';
import type { Db } from '../database';
import {
  checklistItems,
  configuredEvents,
  customers,
  dispatchTypeConfigs,
  dispatchTypes,
  generators,
  massConfiguredEvents,
} from '../schema';
import { DEMO_CHECKLIST, DEMO_CHECKLIST_NAME } from './demo-checklist';

// The demo company's configuration (issue 9): its dispatch types, a mass configuration, one generator's
// own configuration and the PESV checklist. Created once (when it has no checklist name yet).

const DEMO_DISPATCH_TYPES = ['Nacional', 'Masivo', 'Refrigerado', 'Urbano', 'Contenedor'];

/** Trip start, arrival at unloading, delivery: 5 first (spec §3). */
const MASS_EVENTS = [
  { eventId: 5, sequence: 1, photoNumbers: 1, photoRequired: 0, timeMinutes: 0, confirmation: false },
  { eventId: 6, sequence: 2, photoNumbers: 2, photoRequired: 1, timeMinutes: 30, confirmation: false },
  { eventId: 11, sequence: 3, photoNumbers: 3, photoRequired: 2, timeMinutes: 60, confirmation: true },
];

/** Café de la Sabana × Refrigerado: loading at plant and temperature photos on delivery. */
const OWN_GENERATOR_NIT = '860001234';
const OWN_EVENTS = [
  { eventId: 5, sequence: 1, photoNumbers: 1, photoRequired: 1, timeMinutes: 0, confirmation: false },
  { eventId: 14, sequence: 2, photoNumbers: 2, photoRequired: 1, timeMinutes: 45, confirmation: false },
  { eventId: 15, sequence: 3, photoNumbers: 2, photoRequired: 1, timeMinutes: 45, confirmation: false },
  { eventId: 11, sequence: 4, photoNumbers: 4, photoRequired: 2, timeMinutes: 90, confirmation: true },
];

export async function seedDemoConfiguration(tx: Db, customerId: number): Promise<void> {
  const [company] = await tx
    .select({ checklistName: customers.checklistName })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!company || company.checklistName !== null) return;

  await ensureBuiltinEvents(tx, customerId);
  await tx
    .insert(dispatchTypes)
    .values(DEMO_DISPATCH_TYPES.map((d) => ({ customerId, descripcion: d, key: dispatchTypeKey(d) })))
    .onConflictDoNothing();
  await tx.insert(massConfiguredEvents).values(MASS_EVENTS.map((e) => ({ customerId, ...e })));

  const [generator] = await tx
    .select({ id: generators.id })
    .from(generators)
    .where(and(eq(generators.customerId, customerId), eq(generators.nit, OWN_GENERATOR_NIT)));
  const [refrigerado] = await tx
    .select({ id: dispatchTypes.id })
    .from(dispatchTypes)
    .where(and(eq(dispatchTypes.customerId, customerId), inArray(dispatchTypes.key, ['refrigerado'])));
  if (generator && refrigerado) {
    const [config] = await tx
      .insert(dispatchTypeConfigs)
      .values({ customerId, generatorId: generator.id, dispatchTypeId: refrigerado.id })
      .returning({ id: dispatchTypeConfigs.id });
    if (config) {
      await tx
        .insert(configuredEvents)
        .values(OWN_EVENTS.map((e) => ({ customerId, configId: config.id, ...e })));
    }
  }

  await tx.update(customers).set({ checklistName: DEMO_CHECKLIST_NAME }).where(eq(customers.id, customerId));
  await tx.insert(checklistItems).values(
    DEMO_CHECKLIST.map(([category, title, description, numberImages, requiredImages, isCritical]) => ({
      customerId,
      category,
      title,
      description,
      numberImages,
      requiredImages,
      isCritical,
    })),
  );
}
