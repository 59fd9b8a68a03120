import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { storedFiles } from './files';
import { drivers } from './fleet';
import { movements } from './movements';
import { users } from './users';

// Trip money (issue 11): expense types, advances, drivers' expenses with receipts and the per-trip
// legalisation. Every amount is whole Colombian pesos in a bigint (never a float); sums are done in SQL.

/** The company's catalogue of expense kinds ('Tipo Gastos', spec §2.1 configuracion/tipo-gastos). */
export const expenseTypes = pgTable(
  'expense_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    /** The name lower-cased, accent-free and single-spaced: "Peaje" and "peaje " are the same type. */
    key: varchar('key', { length: 80 }).notNull(),
    requiresReceipt: boolean('requires_receipt').notNull().default(true),
    /** Highest amount one expense of this type may have; null = no cap. */
    capCop: bigint('cap_cop', { mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('expense_types_customer_key').on(t.customerId, t.key)],
);

export const advanceMethod = pgEnum('advance_method', ['efectivo', 'transferencia', 'tarjeta_combustible']);
export const advanceSource = pgEnum('advance_source', ['portal', 'erp']);

/** Money handed to the driver for a trip (anticipo), recorded in the portal or sent by the ERP. */
export const tripAdvances = pgTable(
  'trip_advances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    amountCop: bigint('amount_cop', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: advanceMethod('method').notNull(),
    reference: varchar('reference', { length: 60 }).notNull().default(''),
    source: advanceSource('source').notNull(),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_advances_movement_idx').on(t.movementId),
    index('trip_advances_customer_idx').on(t.customerId),
    index('trip_advances_driver_idx').on(t.driverId),
    index('trip_advances_recorded_by_idx').on(t.recordedByUserId),
    // The ERP's `anticipo` is one per manifest: a resend updates it instead of adding another.
    uniqueIndex('trip_advances_erp_movement').on(t.movementId).where(sql`${t.source} = 'erp'`),
  ],
);

export const expenseState = pgEnum('expense_state', ['registrado', 'aprobado', 'rechazado']);

/** A driver's expense with its receipt. `clientId` is the app's id, so a resend is the same expense. */
export const tripExpenses = pgTable(
  'trip_expenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    expenseTypeId: integer('expense_type_id')
      .notNull()
      .references(() => expenseTypes.id),
    amountCop: bigint('amount_cop', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    beneficiaryName: varchar('beneficiary_name', { length: 150 }).notNull().default(''),
    beneficiaryNit: varchar('beneficiary_nit', { length: 15 }).notNull().default(''),
    beneficiaryDv: smallint('beneficiary_dv'),
    receiptNumber: varchar('receipt_number', { length: 40 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }),
    lon: numeric('lon', { precision: 9, scale: 6, mode: 'number' }),
    state: expenseState('state').notNull().default('registrado'),
    rejectionReason: varchar('rejection_reason', { length: 300 }),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Bumped by each correction: a review carries the version the reviewer saw (issue 23 item 5). */
    version: integer('version').notNull().default(1),
    /** Arrived after the legalisation was closed, which it reopened (issue 22 item 1, ADR 0017). */
    isLate: boolean('is_late').notNull().default(false),
    /** Withdrawn by the driver before review: kept (the resend of its clientId answers it), never counted. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('trip_expenses_customer_client').on(t.customerId, t.clientId),
    index('trip_expenses_movement_idx').on(t.movementId),
    index('trip_expenses_driver_idx').on(t.driverId),
    index('trip_expenses_type_idx').on(t.expenseTypeId),
    index('trip_expenses_reviewed_by_idx').on(t.reviewedByUserId),
    // The provider's area: expenses paid to its NIT across every company (issue 26 §5).
    index('trip_expenses_beneficiary_nit_idx')
      .on(t.beneficiaryNit, t.occurredAt)
      .where(sql`${t.beneficiaryNit} <> ''`),
  ],
);

/** The receipt photos of an expense, in the order the driver took them. */
export const tripExpensePhotos = pgTable(
  'trip_expense_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => tripExpenses.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The photo's id in the drivers' app (its upload's clientId), so the app can match it. */
    clientId: uuid('client_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [unique('trip_expense_photos_expense_file').on(t.expenseId, t.fileId), index().on(t.fileId)],
);

export const legalisationState = pgEnum('legalisation_state', ['abierta', 'en_revision', 'legalizada']);

/**
 * A trip's legalisation. No row = abierta. The first review makes it en_revision; closing fixes the
 * balance (advances − approved expenses) and nothing of the trip's money changes after.
 */
export const tripLegalisations = pgTable(
  'trip_legalisations',
  {
    movementId: integer('movement_id')
      .primaryKey()
      .references(() => movements.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    state: legalisationState('state').notNull().default('abierta'),
    closedBalanceCop: bigint('closed_balance_cop', { mode: 'number' }),
    closedByUserId: integer('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when a late expense reopened a closed legalisation; cleared by the next closing. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
  },
  (t) => [index().on(t.customerId, t.state), index().on(t.closedByUserId)],
);

/** Every change to a trip's money: who (a portal user, the driver or the ERP), when and what. */
export const moneyAuditLog = pgTable(
  'money_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    /** e.g. gasto_registrado, gasto_aprobado, anticipo_registrado, legalizacion_cerrada. */
    action: varchar('action', { length: 40 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('money_audit_log_movement_idx').on(t.movementId, t.at),
    index().on(t.customerId),
    index().on(t.userId),
    index().on(t.driverId),
  ],
);
