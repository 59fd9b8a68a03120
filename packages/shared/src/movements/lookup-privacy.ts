import { z } from 'zod';
import { MSG } from '../messages';

// Issue 13 item 6: what the public lookup (spec §2.6) shows of senders and recipients. Manifest
// numbers are consecutive, so anyone can walk them; each company chooses how much a stranger sees.
// The spec's fields always stay in the answer; only their values are masked or withheld.

/** Phones and documents: only their last digits (`••••••4567`), or in full. */
export const DIGITS_VISIBILITY = ['ultimos_digitos', 'completo'] as const;
/**
 * Street addresses: only when the lookup proves more than a guessed manifest number — made by
 * customer document, or for a chosen branch — always, or never.
 */
export const ADDRESS_VISIBILITY = ['al_coincidir', 'siempre', 'nunca'] as const;

/** Issue 22 item 12: the declared value and the receiver's signature images, shown or hidden. */
export const SHOWN_OR_HIDDEN = ['oculto', 'visible'] as const;
/** Event positions as recorded, or rounded to two decimals (about 1.1 km). */
export const POSITION_VISIBILITY = ['exactas', 'aproximadas'] as const;

export const ZLookupPrivacy = z.object({
  telefonos: z.enum(DIGITS_VISIBILITY, { error: MSG.lookupPrivacyInvalid }),
  documentos: z.enum(DIGITS_VISIBILITY, { error: MSG.lookupPrivacyInvalid }),
  direcciones: z.enum(ADDRESS_VISIBILITY, { error: MSG.lookupPrivacyInvalid }),
  valor_declarado: z.enum(SHOWN_OR_HIDDEN, { error: MSG.lookupPrivacyInvalid }),
  firmas: z.enum(SHOWN_OR_HIDDEN, { error: MSG.lookupPrivacyInvalid }),
  posiciones: z.enum(POSITION_VISIBILITY, { error: MSG.lookupPrivacyInvalid }),
});
export type TLookupPrivacy = z.infer<typeof ZLookupPrivacy>;

/**
 * A company that never chose: mask what identifies a person, addresses only after a match, no declared
 * value and no signatures (issue 22 item 12); positions as recorded (the timeline's map links).
 */
export const DEFAULT_LOOKUP_PRIVACY: TLookupPrivacy = {
  telefonos: 'ultimos_digitos',
  documentos: 'ultimos_digitos',
  direcciones: 'al_coincidir',
  valor_declarado: 'oculto',
  firmas: 'oculto',
  posiciones: 'exactas',
};

/** GET /api/consulta-publica/privacidad (role 5): the company's current choice. */
export const ZLookupPrivacyResponse = z.object({ data: ZLookupPrivacy });
export type TLookupPrivacyResponse = z.infer<typeof ZLookupPrivacyResponse>;

/** PUT /api/consulta-publica/privacidad (role 5): the whole choice, every field required. */
export const ZUpdateLookupPrivacyRequest = ZLookupPrivacy;
export type TUpdateLookupPrivacyRequest = z.infer<typeof ZUpdateLookupPrivacyRequest>;
export const ZUpdateLookupPrivacyResponse = z.object({ message: z.string(), data: ZLookupPrivacy });
export type TUpdateLookupPrivacyResponse = z.infer<typeof ZUpdateLookupPrivacyResponse>;
