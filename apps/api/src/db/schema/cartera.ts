import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { storedFiles } from './files';
import { generators } from './fleet';
import { consignments } from './movements';
import { users } from './users';

// Receivables (issue 25): the invoices the transport company's ERP issued to its generators, and the
// payments and credit notes applied to them. Amounts are whole pesos in bigints; sums are done in SQL.

export const paymentForm = pgEnum('invoice_payment_form', ['contado', 'credito']);
export const paymentKind = pgEnum('invoice_payment_kind', ['pago', 'nota_credito']);

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    generatorId: integer('generator_id')
      .notNull()
      .references(() => generators.id),
    /** Prefix + consecutive, upper-case. */
    numero: varchar('numero', { length: 25 }).notNull(),
    emitidaAt: timestamp('emitida_at', { withTimezone: true }).notNull(),
    /** The Bogotá day of `emitidaAt`: the aging and the filters compare days, not instants. */
    fechaEmision: date('fecha_emision', { mode: 'string' }).notNull(),
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    iva: bigint('iva', { mode: 'number' }).notNull(),
    otrosImpuestos: bigint('otros_impuestos', { mode: 'number' }).notNull(),
    retenciones: bigint('retenciones', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    cufe: char('cufe', { length: 96 }).notNull(),
    formaPago: paymentForm('forma_pago').notNull(),
    plazoDias: smallint('plazo_dias').notNull(),
    /** The Bogotá day it was annulled (it leaves the aging from that day on), and why. */
    anuladaEl: date('anulada_el', { mode: 'string' }),
    motivoAnulacion: varchar('motivo_anulacion', { length: 300 }),
    /**
     * What its payments add up to and the day of the last one, kept by the invoice_payments_totals
     * trigger: the aging on a cut-off date after the last payment (today's, nearly always) reads these
     * instead of summing the payments of every invoice (ADR 0024, second pass).
     */
    pagado: bigint('pagado', { mode: 'number' }).notNull().default(0),
    ultimoPago: date('ultimo_pago', { mode: 'string' }),
    /**
     * Its payments per day, oldest first (pagos_valores[k] paid on pagos_fechas[k]), kept by the same
     * trigger: the invoice_aging_changes trigger reads the old and new ones to move its steps (0037).
     */
    pagosFechas: date('pagos_fechas', { mode: 'string' }).array().notNull().default(sql`'{}'`),
    pagosValores: bigint('pagos_valores', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    pdfFileId: uuid('pdf_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    xmlFileId: uuid('xml_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_customer_numero').on(t.customerId, t.numero),
    // The aging: open invoices of a company (or one generator) by due date.
    index('invoices_customer_vencimiento_idx').on(t.customerId, t.fechaVencimiento),
    index('invoices_generator_vencimiento_idx').on(t.generatorId, t.fechaVencimiento),
    index('invoices_customer_emision_idx').on(t.customerId, t.fechaEmision.desc()),
    // Global search (issue 26 item 6): invoice number by prefix within the company.
    index('invoices_customer_numero_pattern_idx').using(
      'btree',
      t.customerId,
      sql`${t.numero} varchar_pattern_ops`,
    ),
  ],
);

/**
 * The open balances of a company's invoices per generator and due date now (total − retenciones − pagado
 * > 0, not annulled), kept by the invoices_aging trigger (migration 0037; payments reach it through the
 * invoice's kept totals): today's aging reads these few rows instead of every invoice (ADR 0024, third pass).
 */
export const invoiceAgingDays = pgTable(
  'invoice_aging_days',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    generatorId: integer('generator_id')
      .notNull()
      .references(() => generators.id, { onDelete: 'cascade' }),
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    saldo: bigint('saldo', { mode: 'number' }).notNull(),
    facturas: integer('facturas').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.generatorId, t.fechaVencimiento] })],
);

/**
 * How much the open balance (and the number of open invoices) of a generator's invoices due on one day
 * changed on `fecha`: an invoice issued, a payment, the payment that settles it, an annulment. Kept by the
 * same trigger. The balance on any cut-off is the row of invoice_aging_days less the changes dated after
 * it: for today's aging, only the few payments dated ahead (ADR 0024, third pass).
 */
export const invoiceAgingChanges = pgTable(
  'invoice_aging_changes',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    generatorId: integer('generator_id')
      .notNull()
      .references(() => generators.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    saldo: bigint('saldo', { mode: 'number' }).notNull(),
    facturas: integer('facturas').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.generatorId, t.fecha, t.fechaVencimiento] }),
    // The whole company's aging: its changes after the cut-off.
    index('invoice_aging_changes_customer_fecha_idx').on(t.customerId, t.fecha),
  ],
);

/** The consignments an invoice bills (drill-down invoice → remesas → movement). */
export const invoiceConsignments = pgTable(
  'invoice_consignments',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.consignmentId] }),
    index('invoice_consignments_consignment_idx').on(t.consignmentId),
  ],
);

/** A payment or credit note the ERP applied to an invoice; idempotent by the company's reference. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    referencia: varchar('referencia', { length: 30 }).notNull(),
    tipo: paymentKind('tipo').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    valor: bigint('valor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoice_payments_customer_referencia').on(t.customerId, t.referencia),
    // Sums per invoice up to an as-of date.
    index('invoice_payments_invoice_fecha_idx').on(t.invoiceId, t.fecha),
  ],
);

/** The company's aging buckets (upper edges in days); none = the default 30/60/90/120. */
export const carteraSettings = pgTable('cartera_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  agingEdges: integer('aging_edges').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's chosen columns of a report (Informe de Detalles' column chooser), remembered on the server. */
export const userReportColumns = pgTable(
  'user_report_columns',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report: varchar('report', { length: 40 }).notNull(),
    columns: text('columns').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.report] })],
);
