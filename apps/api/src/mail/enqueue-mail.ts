import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Kept beside the message until it is sent; never logged (issue 13: nothing secret in logs). */
  logHint?: string;
}

/**
 * Queues an e-mail. Pass the transaction (`tx`) of the change that causes the message, so both
 * commit or neither does; the outbox worker sends it afterwards.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<void> {
  await db.insert(emailOutbox).values({
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    logHint: mail.logHint ?? null,
    nextAttemptAt: now,
    createdAt: now,
  });
}
