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
  /** A small file sent with the message (a few hundred KB at most: it travels in the outbox row). */
  attachment?: { fileName: string; contentType: string; content: Buffer };
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
    attachmentName: mail.attachment?.fileName ?? null,
    attachmentType: mail.attachment?.contentType ?? null,
    attachment: mail.attachment?.content ?? null,
    nextAttemptAt: now,
    createdAt: now,
  });
}
