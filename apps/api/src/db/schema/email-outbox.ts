import { customType, index, integer, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** pending → sent | kept (no SMTP configured: logged and listed in the dev mailbox) | failed (gave up). */
export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'kept', 'failed']);

/**
 * Transactional outbox (ARCHITECTURE: e-mail): a message is written in the same transaction as the
 * change that causes it and sent later by the worker, so a mail server outage loses nothing.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the message is for (`verification-code`, `password-reset`…): for logs and tests. */
    kind: varchar('kind', { length: 40 }).notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** A short hint for the development log (e.g. the code), never sent anywhere. */
    logHint: varchar('log_hint', { length: 100 }),
    /** One attached file (an account statement's PDF), kept until the message is delivered, like the body. */
    attachmentName: varchar('attachment_name', { length: 200 }),
    attachmentType: varchar('attachment_type', { length: 100 }),
    attachment: bytea('attachment'),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Claimed by a worker until then; another process skips it meanwhile. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);
