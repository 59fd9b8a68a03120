import type { TRecipientKind } from '@trazo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  generatorContacts,
  generatorNotificationMutes,
  notificationLog,
  notificationOptOuts,
  notificationTemplates,
} from '../../db/schema';
import type { Signer } from '../../lib/signer';
import { NOTIFICATION_CHANNEL_LIST } from './channels';
import { type ConsignmentTarget, loadEventContext } from './event-values';
import { signOptOutToken } from './opt-out-token';
import { renderNotification } from './render-notification';

/** Called inside the transaction that records an event (driver or ERP), with the new event's id. */
export type EventNotifier = (tx: Db, eventId: number, now: Date) => Promise<void>;

interface Recipient {
  kind: TRecipientKind;
  email: string;
  templateId: number;
  target: ConsignmentTarget;
}

type Template = typeof notificationTemplates.$inferSelect;

async function recipientsOf(
  tx: Db,
  customerId: number,
  eventTypeId: number,
  templates: Template[],
  targets: ConsignmentTarget[],
) {
  const byKind = new Map(templates.map((t) => [t.recipientKind, t]));
  const generatorIds = [...new Set(targets.map((t) => t.generatorId))];
  const muted = new Set(
    (
      await tx
        .select({ generatorId: generatorNotificationMutes.generatorId })
        .from(generatorNotificationMutes)
        .where(
          and(
            eq(generatorNotificationMutes.customerId, customerId),
            eq(generatorNotificationMutes.eventId, eventTypeId),
            inArray(generatorNotificationMutes.generatorId, generatorIds),
          ),
        )
    ).map((m) => m.generatorId),
  );
  const generatorTemplate = byKind.get('generador');
  const contacts = generatorTemplate
    ? await tx
        .select({
          generatorId: generatorContacts.generatorId,
          email: generatorContacts.email,
          eventIds: generatorContacts.eventIds,
        })
        .from(generatorContacts)
        .where(
          and(
            eq(generatorContacts.customerId, customerId),
            inArray(generatorContacts.generatorId, generatorIds),
          ),
        )
    : [];
  const list: Recipient[] = [];
  for (const target of targets) {
    if (muted.has(target.generatorId)) continue;
    if (generatorTemplate) {
      for (const c of contacts) {
        if (c.generatorId !== target.generatorId) continue;
        if (c.eventIds.length > 0 && !c.eventIds.includes(eventTypeId)) continue;
        list.push({ kind: 'generador', email: c.email, templateId: generatorTemplate.id, target });
      }
    }
    const recipientTemplate = byKind.get('destinatario');
    if (recipientTemplate && target.destinatarioEmail !== '') {
      list.push({
        kind: 'destinatario',
        email: target.destinatarioEmail,
        templateId: recipientTemplate.id,
        target,
      });
    }
    const staffTemplate = byKind.get('empresa');
    for (const email of staffTemplate?.staffEmails ?? []) {
      list.push({ kind: 'empresa', email, templateId: (staffTemplate as Template).id, target });
    }
  }
  return list;
}

/**
 * The sending (issue 27 §2): the company's active templates for the event's id render for each recipient
 * and go out through every registered channel. The log row is written first and is unique per event ×
 * channel × recipient, so the same event reaching us again never mails twice; opted-out addresses are
 * skipped.
 */
export function createEventNotifier(deps: { signer: Signer; appUrl: string }): EventNotifier {
  return async (tx, eventId, now) => {
    const context = await loadEventContext(tx, eventId, deps.appUrl);
    if (!context || context.targets.length === 0) return;
    const templates = await tx
      .select()
      .from(notificationTemplates)
      .where(
        and(
          eq(notificationTemplates.customerId, context.customerId),
          eq(notificationTemplates.eventId, context.eventTypeId),
          eq(notificationTemplates.isActive, true),
        ),
      );
    if (templates.length === 0) return;
    const recipients = await recipientsOf(
      tx,
      context.customerId,
      context.eventTypeId,
      templates,
      context.targets,
    );
    if (recipients.length === 0) return;
    const optedOut = new Set(
      (
        await tx
          .select({ email: notificationOptOuts.email })
          .from(notificationOptOuts)
          .where(
            and(
              eq(notificationOptOuts.customerId, context.customerId),
              inArray(notificationOptOuts.email, [...new Set(recipients.map((r) => r.email))]),
            ),
          )
      ).map((o) => o.email),
    );
    const byId = new Map(templates.map((t) => [t.id, t]));
    for (const recipient of recipients) {
      if (optedOut.has(recipient.email)) continue;
      const template = byId.get(recipient.templateId) as Template;
      const optOutUrl = `${deps.appUrl}/notificaciones/baja?t=${signOptOutToken(deps.signer, context.customerId, recipient.email)}`;
      const message = renderNotification(template, recipient.target.values, optOutUrl);
      for (const channel of NOTIFICATION_CHANNEL_LIST) {
        const [logged] = await tx
          .insert(notificationLog)
          .values({
            customerId: context.customerId,
            movementId: context.movementId,
            movementEventId: eventId,
            templateId: template.id,
            channel: channel.id,
            recipientKind: recipient.kind,
            recipient: recipient.email,
            subject: message.subject,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: notificationLog.id });
        if (logged) await channel.send(tx, { to: recipient.email, ...message }, now);
      }
    }
  };
}
