import {
  DEFAULT_LOOKUP_PRIVACY,
  type TLookupPrivacy,
  type TLookupRecord,
  ZLookupPrivacy,
} from '@trazo/shared';

// Issue 13 item 6: the public lookup answers every field of spec §3, but a stranger who guessed a
// consecutive manifest number should not read whole phones, documents and street addresses.

const MASK = '••••••';

/**
 * The last digits only, behind a fixed-width mask (so the mask does not tell the length): four of a
 * long value, two of a short one, none of a value so short that four would be most of it.
 */
export function maskToLastDigits(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const visible = trimmed.length >= 8 ? 4 : trimmed.length >= 5 ? 2 : 0;
  return MASK + trimmed.slice(trimmed.length - visible);
}

/** The stored choice, or the default when there is none (or it no longer parses). */
export function lookupPrivacyOf(stored: unknown): TLookupPrivacy {
  const parsed = ZLookupPrivacy.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_LOOKUP_PRIVACY;
}

/** How the lookup was made: by customer document, and which branch (if any) the caller chose. */
export interface LookupProof {
  byCustomerDocument: boolean;
  sucursal: number | undefined;
}

function isAddressVisible(privacy: TLookupPrivacy, proof: LookupProof, sucursalId: number): boolean {
  if (privacy.direcciones === 'siempre') return true;
  if (privacy.direcciones === 'nunca') return false;
  return proof.byCustomerDocument || proof.sucursal === sucursalId;
}

/** The record as the company chose to show it: masked values, same fields. */
export function applyLookupPrivacy(
  record: Omit<TLookupRecord, 'direcciones_visibles'>,
  privacy: TLookupPrivacy,
  proof: LookupProof,
): TLookupRecord {
  const digits = (value: string, choice: TLookupPrivacy['telefonos']) =>
    choice === 'completo' ? value : maskToLastDigits(value);
  const visible = isAddressVisible(privacy, proof, record.sucursal_id);
  return {
    ...record,
    remitente_documento: digits(record.remitente_documento, privacy.documentos),
    destinatario_documento: digits(record.destinatario_documento, privacy.documentos),
    remitente_telefono: digits(record.remitente_telefono, privacy.telefonos),
    destinatario_telefono: digits(record.destinatario_telefono, privacy.telefonos),
    remitente_direccion: visible ? record.remitente_direccion : '',
    destinatario_direccion: visible ? record.destinatario_direccion : '',
    direcciones_visibles: visible,
  };
}
