import { z } from 'zod';
import { text } from '../common/scalars';
import { MSG } from '../messages';

// spec §2.5 (landing: map, chat and provider-site links, office address), §3 / §5 / §7 / §8 (contact).

export const CONTACT_LIMITS = {
  nombreMax: 100,
  descripcionMax: 2000,
  /** Colombian mobile numbers: ten digits (the form masks them 999-999-9999, spec §9). */
  celularDigits: 10,
} as const;

const required = (max: number) =>
  text({ error: MSG.contactIncompleteText })
    .trim()
    .min(1, MSG.contactIncompleteText)
    .max(max, `Máximo ${max} caracteres`);

/** POST /api/enviarcorreosolicitud (spec §7). Every field required (spec §5). */
export const ZContactRequest = z.object({
  nombre: required(CONTACT_LIMITS.nombreMax),
  email: text({ error: MSG.contactIncompleteText })
    .trim()
    .min(1, MSG.contactIncompleteText)
    .max(254, MSG.emailInvalid)
    .pipe(z.email({ error: MSG.emailInvalid }))
    .transform((v) => v.toLowerCase()),
  /** Digits only after the mask's dashes and spaces are removed: `300-123-4567` → `3001234567`. */
  celular: text({ error: MSG.contactIncompleteText })
    .transform((v) => v.replace(/[\s\-().]/g, ''))
    .pipe(
      z
        .string()
        // abort: an empty phone is reported as missing, not also as malformed.
        .min(1, { error: MSG.contactIncompleteText, abort: true })
        .regex(new RegExp(`^\\d{${CONTACT_LIMITS.celularDigits}}$`), MSG.contactPhoneInvalid),
    ),
  descripcion: required(CONTACT_LIMITS.descripcionMax),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;
export type TContactForm = z.input<typeof ZContactRequest>;

/** 200: `message` is 'Se envio tu mensaje con exito' (the web adds 'Pronto te contactaremos'). */
export const ZContactResponse = z.object({ message: z.string() });
export type TContactResponse = z.infer<typeof ZContactResponse>;

/**
 * GET /api/site-info (public): the landing's contact details, configured per installation
 * (SITE_* variables), never hard-coded in components (issue 5, item 1).
 */
export const ZSiteInfoResponse = z.object({
  /** Office address shown in the footer and contact section. */
  direccion: z.string(),
  /** Office phone as it should be displayed. */
  telefono: z.string(),
  /** Link to the office on a map. */
  mapa_url: z.string(),
  /** Link to the sales chat (e.g. WhatsApp). */
  chat_url: z.string(),
  /** The platform provider's own web site. */
  sitio_proveedor_url: z.string(),
});
export type TSiteInfoResponse = z.infer<typeof ZSiteInfoResponse>;
