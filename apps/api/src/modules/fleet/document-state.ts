import { FLEET_EXPIRY_WARNING_DAYS, type TFleetDocumentState } from '@trazo/shared';

// A document's state on a Bogotá calendar day (issue 24 item 4): vencido the day after it expires,
// por vencer within FLEET_EXPIRY_WARNING_DAYS, falta when never filed.

export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export function documentState(expiresOn: string | null, today: string): TFleetDocumentState {
  if (expiresOn === null) return 'falta';
  if (expiresOn < today) return 'vencido';
  if (expiresOn <= addDays(today, FLEET_EXPIRY_WARNING_DAYS)) return 'por_vencer';
  return 'vigente';
}

/** 2026-10-15 → 15/10/2026 (día/mes/año, how every Colombian document prints dates). */
export function dayMonthYear(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
