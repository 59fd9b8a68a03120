import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { type Db, queryRows } from '../db/database';
import type { Clock } from '../lib/clock';

const BATCH_SIZE = 20;
const CLAIM_SECONDS = 120;
export const MAX_ATTEMPTS = 10;

/** Retry delay after the n-th failed attempt: 15 s, 30 s, 1 min … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  attachment_name: string | null;
  attachment_type: string | null;
  /** bytea: a Buffer from pg, a Uint8Array from PGlite. */
  attachment: Uint8Array | null;
}

export interface OutboxDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  /** Without a transport (no SMTP_URL) messages are kept: logged and listed in the dev mailbox. */
  transport: Transporter | null;
}

/**
 * Sends what is due, once. Rows are claimed with FOR UPDATE SKIP LOCKED plus a lease, so several
 * API processes can run workers on one database without sending a message twice.
 * Returns how many messages were handled.
 */
export async function deliverDueMail(deps: OutboxDeps): Promise<number> {
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + CLAIM_SECONDS * 1000);
  const claimed = await queryRows<ClaimedMail>(
    deps.db,
    sql`UPDATE email_outbox SET locked_until = ${leaseUntil.toISOString()}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM email_outbox
          WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}
            AND (locked_until IS NULL OR locked_until < ${now.toISOString()})
          ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", subject, text, html, attempts, attachment_name, attachment_type, attachment`,
  );

  for (const mail of claimed) {
    if (!deps.transport) {
      // Never the body, its code or its links: logs travel further than the dev mailbox.
      deps.log.info({ to: mail.to, subject: mail.subject }, 'mail kept (no SMTP_URL); see /api/dev/mail');
      await deps.db.execute(
        sql`UPDATE email_outbox SET status = 'kept', locked_until = NULL WHERE id = ${mail.id}`,
      );
      continue;
    }
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachment_name && mail.attachment
          ? {
              attachments: [
                {
                  filename: mail.attachment_name,
                  contentType: mail.attachment_type ?? 'application/octet-stream',
                  content: Buffer.from(mail.attachment),
                },
              ],
            }
          : {}),
      });
      // The body may hold a verification code or a reset link: once delivered, it is not kept.
      await deps.db.execute(
        sql`UPDATE email_outbox SET status = 'sent', sent_at = ${deps.clock.now().toISOString()}, locked_until = NULL,
            last_error = NULL, text = '', html = '', log_hint = NULL, attachment = NULL WHERE id = ${mail.id}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const gaveUp = mail.attempts >= MAX_ATTEMPTS;
      const next = new Date(deps.clock.now().getTime() + backoffMs(mail.attempts));
      deps.log.warn({ to: mail.to, attempts: mail.attempts, gaveUp, err: message }, 'mail delivery failed');
      await deps.db.execute(
        sql`UPDATE email_outbox SET status = ${gaveUp ? 'failed' : 'pending'}, next_attempt_at = ${next.toISOString()},
            locked_until = NULL, last_error = ${message.slice(0, 1000)}
            ${gaveUp ? sql`, text = '', html = '', log_hint = NULL, attachment = NULL` : sql``} WHERE id = ${mail.id}`,
      );
    }
  }
  return claimed.length;
}
