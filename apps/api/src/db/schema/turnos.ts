import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { branches, drivers, vehicles } from './fleet';
import { movements } from './movements';
import { users } from './users';

// Issue 27 §1 turnos (enturnamiento): the queue of vehicles waiting for cargo at a branch, per vehicle
// class. A turn is never deleted: it ends 'asignado' (accepted an offer) or 'cancelado', and every step
// is a row of turn_events (the history and its waiting times are read there and in turns).

export const turnState = pgEnum('turn_state', ['en_cola', 'ofrecido', 'asignado', 'cancelado']);
export const turnDeclinePolicy = pgEnum('turn_decline_policy', ['al_final', 'pierde_puestos']);
export const turnEventKind = pgEnum('turn_event_kind', [
  'creado',
  'ofrecido',
  'aceptado',
  'rechazado',
  'vencido',
  'cancelado',
]);

/** The company's rules for the queue (defaults when it has no row: shared TURN_DEFAULTS). */
export const turnSettings = pgTable('turn_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  declinePolicy: turnDeclinePolicy('decline_policy').notNull().default('al_final'),
  /** Places lost on a decline when the policy is 'pierde_puestos'. */
  declinePlaces: smallint('decline_places').notNull().default(3),
  /** Minutes a driver has to answer an offer. */
  offerMinutes: smallint('offer_minutes').notNull().default(15),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last turn number given at a branch: `insert … on conflict do update … returning` makes it atomic. */
export const turnCounters = pgTable('turn_counters', {
  branchId: integer('branch_id')
    .primaryKey()
    .references(() => branches.id, { onDelete: 'cascade' }),
  last: integer('last').notNull().default(0),
});

export const turns = pgTable(
  'turns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** The branch's sequence number; shown as the turn code (T-0001). */
    numero: integer('numero').notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    /** The vehicle's class when it enturned (the queue is per branch and class). */
    clase: varchar('clase', { length: 40 }).notNull(),
    estado: turnState('estado').notNull().default('en_cola'),
    /** The order inside the queue (ascending); a decline moves it. */
    orden: doublePrecision('orden').notNull(),
    origen: varchar('origen', { length: 10 }).notNull(),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The pending offer (estado 'ofrecido'). */
    offerMovementId: integer('offer_movement_id').references(() => movements.id),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The movement it took (estado 'asignado'). */
    movementId: integer('movement_id').references(() => movements.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
  },
  (t) => [
    unique('turns_branch_numero').on(t.branchId, t.numero),
    // One active turn per vehicle, and one pending offer per movement (two dispatchers cannot both win).
    uniqueIndex('turns_active_vehicle_uq').on(t.vehicleId).where(sql`${t.estado} in ('en_cola', 'ofrecido')`),
    uniqueIndex('turns_offer_movement_uq').on(t.offerMovementId).where(sql`${t.estado} = 'ofrecido'`),
    index('turns_queue_idx').on(t.customerId, t.branchId, t.clase, t.estado, t.orden),
    index('turns_customer_enqueued_idx').on(t.customerId, t.enqueuedAt),
    index('turns_driver_idx').on(t.driverId),
    index('turns_created_by_idx').on(t.createdByUserId),
    index('turns_offer_movement_idx').on(t.offerMovementId),
    index('turns_movement_idx').on(t.movementId),
    index('turns_branch_idx').on(t.branchId),
  ],
);

/** Every step of a turn, never deleted. */
export const turnEvents = pgTable(
  'turn_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    turnId: integer('turn_id')
      .notNull()
      .references(() => turns.id, { onDelete: 'cascade' }),
    kind: turnEventKind('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    movementId: integer('movement_id').references(() => movements.id, { onDelete: 'set null' }),
    /** A decline's or cancellation's reason. */
    motivo: varchar('motivo', { length: 200 }),
  },
  (t) => [
    index('turn_events_turn_idx').on(t.turnId, t.at),
    index('turn_events_customer_kind_idx').on(t.customerId, t.kind, t.at),
    index('turn_events_user_idx').on(t.userId),
    index('turn_events_driver_idx').on(t.driverId),
    index('turn_events_movement_idx').on(t.movementId),
  ],
);
