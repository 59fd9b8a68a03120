import {
  DEFAULT_LOOKUP_PRIVACY,
  type TLookupPrivacy,
  type TLookupRecord,
  ZLookupPrivacy,
} from '@trazo/shared';
import { DRIVER_SIGNATURE_REFERENCE } from './delivery-references';

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

/**
 * The stored choice, field by field; the default for a field never chosen (a choice saved before
 * issue 22 item 12 has no `valor_declarado`, `firmas` or `posiciones`) or that no longer parses.
 */
export function lookupPrivacyOf(stored: unknown): TLookupPrivacy {
  if (stored === null || typeof stored !== 'object') return DEFAULT_LOOKUP_PRIVACY;
  const merged = { ...DEFAULT_LOOKUP_PRIVACY };
  const shape = ZLookupPrivacy.shape;
  for (const key of Object.keys(shape) as (keyof TLookupPrivacy)[]) {
    const parsed = shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) Object.assign(merged, { [key]: parsed.data });
  }
  return merged;
}

/** The receiver's signature that the drivers' app files as a cumplido (record-delivery.ts). */
const isSignature = (referencia: string) => DRIVER_SIGNATURE_REFERENCE.test(referencia);
/** Two decimals of a degree: about 1.1 km, enough to tell a city and a road, not a house. */
const approximate = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

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
  const cumplidos =
    privacy.firmas === 'visible'
      ? record.cumplidos
      : record.cumplidos.filter((c) => !isSignature(c.referencia));
  const estados =
    privacy.posiciones === 'exactas'
      ? record.estados
      : {
          ...record.estados,
          data: record.estados.data.map((e) => ({
            ...e,
            latitude: approximate(e.latitude),
            longitude: approximate(e.longitude),
          })),
        };
  return {
    ...record,
    valor_declarado: privacy.valor_declarado === 'visible' ? record.valor_declarado : null,
    estados,
    cumplidos,
    cumplidos_code: cumplidos.length > 0 ? 200 : 404,
    remitente_documento: digits(record.remitente_documento, privacy.documentos),
    destinatario_documento: digits(record.destinatario_documento, privacy.documentos),
    remitente_telefono: digits(record.remitente_telefono, privacy.telefonos),
    destinatario_telefono: digits(record.destinatario_telefono, privacy.telefonos),
    remitente_direccion: visible ? record.remitente_direccion : '',
    destinatario_direccion: visible ? record.destinatario_direccion : '',
    direcciones_visibles: visible,
  };
}
