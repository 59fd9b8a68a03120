import type { TNotificationChannel } from '@trazo/shared';
import type { Db } from '../../db/database';
import { enqueueMail } from '../../mail/enqueue-mail';

// The sending sits behind one interface so SMS or WhatsApp can join without touching the rules in
// notify-event.ts. Only channels that really send are registered: e-mail, through the outbox.

export interface NotificationMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface NotificationChannel {
  id: TNotificationChannel;
  /** Queues the message inside the caller's transaction (the event's), so both commit or neither. */
  send(tx: Db, message: NotificationMessage, now: Date): Promise<void>;
}

export const emailChannel: NotificationChannel = {
  id: 'email',
  send: (tx, message, now) => enqueueMail(tx, { kind: 'event-notification', ...message }, now),
};

export const NOTIFICATION_CHANNEL_LIST: readonly NotificationChannel[] = [emailChannel];
