import { z } from 'zod';
import { ZEmail } from '../common/fields';
import { idParam, id as positiveId, text } from '../common/scalars';
import { MSG } from '../messages';
import { findUnknownVariables, unknownVariableMessage } from './variables';

// Plantillas (issue 27 §2): templates per company × logistic event × recipient kind, generators'
// contacts, the per-generator switches, the preview, the per-movement log and the opt-out.

/** Who a template writes to: the generator's contacts, the consignment's recipient, the company's staff. */
export const NOTIFICATION_RECIPIENT_KINDS = [
  { code: 'generador', label: MSG.ntfKindGenerator },
  { code: 'destinatario', label: MSG.ntfKindRecipient },
  { code: 'empresa', label: MSG.ntfKindStaff },
] as const;
export type TRecipientKind = (typeof NOTIFICATION_RECIPIENT_KINDS)[number]['code'];
const KIND_CODES = NOTIFICATION_RECIPIENT_KINDS.map((k) => k.code) as [TRecipientKind, ...TRecipientKind[]];

export function recipientKindLabel(code: string): string {
  return NOTIFICATION_RECIPIENT_KINDS.find((k) => k.code === code)?.label ?? code;
}

/** The channels that really send (only e-mail today; SMS or WhatsApp join when a provider is wired). */
export const NOTIFICATION_CHANNELS = ['email'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const eventId = z
  .number({ error: MSG.ntfUnknownEvent })
  .int(MSG.ntfUnknownEvent)
  .min(2, MSG.ntfUnknownEvent)
  .max(32_767, MSG.ntfUnknownEvent);

const templateText = (max: number) =>
  text({ error: MSG.fieldRequired })
    .trim()
    .min(1, MSG.fieldRequired)
    .max(max, MSG.fieldTooLong)
    .superRefine((value, ctx) => {
      for (const name of findUnknownVariables(value))
        ctx.addIssue({ code: 'custom', message: unknownVariableMessage(name) });
    });

export const ZTemplateInput = z
  .object({
    eventId,
    recipientKind: z.enum(KIND_CODES, { error: MSG.fieldRequired }),
    subject: templateText(200),
    body: templateText(5000),
    isActive: z.boolean().default(true),
    staffEmails: z.array(ZEmail).max(20, MSG.fieldTooLong).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.recipientKind === 'empresa' && value.staffEmails.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['staffEmails'], message: MSG.ntfStaffEmailsRequired });
    }
  });
export type TTemplateInput = z.input<typeof ZTemplateInput>;

export const ZTemplate = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  recipientKind: z.enum(KIND_CODES),
  subject: z.string(),
  body: z.string(),
  isActive: z.boolean(),
  staffEmails: z.array(z.string()),
  updatedAt: z.string(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

export const ZTemplatesResponse = z.object({
  data: z.array(ZTemplate),
  /** The company's logistic events (built-in 2–18 and its own) a template can be written for. */
  events: z.array(z.object({ eventId: z.number().int(), name: z.string() })),
});
export type TTemplatesResponse = z.infer<typeof ZTemplatesResponse>;

export const ZTemplateIdParams = z.object({ id: idParam() });

/** POST /plantillas/vista-previa: the draft filled with a real movement's data. */
export const ZPreviewRequest = z.object({
  movementId: positiveId(),
  eventId,
  subject: templateText(200),
  body: templateText(5000),
});
export const ZPreviewResponse = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type TPreviewResponse = z.infer<typeof ZPreviewResponse>;

export const ZPreviewMovementsQuery = z.object({ q: text().trim().max(60).optional() });
export const ZPreviewMovementsResponse = z.object({
  data: z.array(
    z.object({ id: z.number().int(), manifiesto: z.string(), placa: z.string(), fecha: z.string() }),
  ),
});
export type TPreviewMovementsResponse = z.infer<typeof ZPreviewMovementsResponse>;

export const ZContactInput = z.object({
  name: text({ error: MSG.fieldRequired }).trim().min(1, MSG.fieldRequired).max(120, MSG.fieldTooLong),
  email: ZEmail,
  /** The events this contact is told about; empty means all. */
  eventIds: z.array(eventId).max(50).default([]),
});
export type TContactInput = z.input<typeof ZContactInput>;

export const ZContact = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  eventIds: z.array(z.number().int()),
});
export type TContact = z.infer<typeof ZContact>;

export const ZGeneratorNotifications = z.object({
  id: z.number().int(),
  nit: z.string(),
  nombre: z.string(),
  contacts: z.array(ZContact),
  /** Events switched off for this generator's consignments (no template sends for them). */
  mutedEventIds: z.array(z.number().int()),
});
export type TGeneratorNotifications = z.infer<typeof ZGeneratorNotifications>;

export const ZGeneratorsQuery = z.object({ q: text().trim().max(100).optional() });
export const ZGeneratorsNotificationsResponse = z.object({ data: z.array(ZGeneratorNotifications) });
export type TGeneratorsNotificationsResponse = z.infer<typeof ZGeneratorsNotificationsResponse>;

export const ZMutedEventsInput = z.object({ mutedEventIds: z.array(eventId).max(200) });

export const ZNotificationLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  eventName: z.string(),
  remesa: z.string().nullable(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipientKind: z.enum(KIND_CODES),
  recipient: z.string(),
  subject: z.string(),
});
export const ZNotificationLogResponse = z.object({ data: z.array(ZNotificationLogEntry) });
export type TNotificationLogResponse = z.infer<typeof ZNotificationLogResponse>;

/** The signed opt-out link's token (public): `<company id>.<e-mail, base64url>.<signature>`. */
export const ZOptOutToken = text({ error: MSG.ntfOptOutInvalid })
  .trim()
  .min(1, MSG.ntfOptOutInvalid)
  .max(600, MSG.ntfOptOutInvalid);
export const ZOptOutQuery = z.object({ t: ZOptOutToken });
export const ZOptOutRequest = z.object({ t: ZOptOutToken });
export const ZOptOutInfo = z.object({ empresa: z.string(), email: z.string(), isOptedOut: z.boolean() });
export type TOptOutInfo = z.infer<typeof ZOptOutInfo>;
