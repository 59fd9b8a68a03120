import {
  boolean,
  char,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

// Card payments (ADR 0007): an order per checkout, one row per provider transaction for it.

/** `epayco`: ePayco's checkout; `prueba`: the built-in test gateway (no money moves). */
export const paymentProvider = pgEnum('payment_provider', ['epayco', 'prueba']);
export type PaymentProviderKind = (typeof paymentProvider.enumValues)[number];

/** pendiente → aceptada | rechazada | fallida (final). */
export const paymentStatus = pgEnum('payment_status', ['pendiente', 'aceptada', 'rechazada', 'fallida']);
export type PaymentState = (typeof paymentStatus.enumValues)[number];

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Ours, sent to ePayco as `invoice` and returned as `x_id_invoice`. */
    reference: varchar('reference', { length: 40 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Who started the checkout (receives the receipt). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: paymentProvider('provider').notNull(),
    planCode: varchar('plan_code', { length: 40 }).notNull(),
    planName: varchar('plan_name', { length: 100 }).notNull(),
    months: smallint('months').notNull(),
    /** Whole Colombian pesos, IVA included; a confirmation must carry exactly this amount. */
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('COP'),
    description: varchar('description', { length: 200 }).notNull(),
    /** `aceptada` once any transaction for it was accepted; never leaves `aceptada`. */
    status: paymentStatus('status').notNull().default('pendiente'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The mobile-app subscription period this order paid for (set when accepted). */
    subscriptionStartsAt: timestamp('subscription_starts_at', { withTimezone: true }),
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
  },
  (t) => [index('payment_orders_customer_idx').on(t.customerId, t.subscriptionEndsAt)],
);

/** One provider transaction (ePayco `x_ref_payco`) as last confirmed by a signed confirmation. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    refPayco: varchar('ref_payco', { length: 40 }).notNull().unique(),
    transactionId: varchar('transaction_id', { length: 60 }).notNull(),
    /** ePayco x_cod_response: 1 accepted, 2 rejected, 3 pending, 4 failed, … */
    codResponse: smallint('cod_response').notNull(),
    status: paymentStatus('status').notNull(),
    /** x_amount exactly as signed. */
    amountText: varchar('amount_text', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 300 }),
    isTest: boolean('is_test').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_transactions_order_idx').on(t.orderId)],
);
