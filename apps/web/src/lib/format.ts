import { dayjs } from './dayjs';

// Display formats for Colombia (spec §1: Spanish interface). dayjs is the one date library and
// runs with the `es` locale (lib/dayjs.ts, which every user of dates imports); numbers use Intl with es-CO.

// The numbers' formatters are the shared ones (packages/shared/src/format), so the phone and the portal agree.
export { formatCop, formatKg, formatNumber } from '@trazo/shared';

const oneDecimal = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A distance: "850 m" under a kilometre, else kilometres with one decimal, "5,1 km" (issue 22 item 13). */
export function formatDistance(meters: number | null | undefined): string {
  if (meters === null || meters === undefined || !Number.isFinite(meters)) return '—';
  return meters < 1000 ? `${Math.round(meters)} m` : `${oneDecimal.format(meters / 1000)} km`;
}

/** The one clock format, "2:05 p. m.", so a photo and its timeline entry read alike (issue 14). */
const TIME = 'h:mm a';

/** "martes, 3 de marzo de 2026 · 2:05 p. m.": a moment worth reading in full (a timeline, a receipt). */
export function formatDateTimeLong(value: string | Date | null | undefined): string {
  return formatOrDash(value, `dddd, D [de] MMMM [de] YYYY · ${TIME}`);
}

/** "Martes, 3 de marzo de 2026 · 2:05 p. m.": when an event happened, as the timeline and its photos say it. */
export function formatEventTime(value: string | Date | null | undefined): string {
  const text = formatDateTimeLong(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "03/03/2026 2:05 p. m.". */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatOrDash(value, `DD/MM/YYYY ${TIME}`);
}

/** "3 mar 2026": a date in a table cell. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatOrDash(value, 'D MMM YYYY');
}

/** "3 de marzo de 2026": a date inside a sentence. */
export function formatDateLong(value: string | Date | null | undefined): string {
  return formatOrDash(value, 'D [de] MMMM [de] YYYY');
}

/** A text cell that shows a dash when the value is missing. */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const text = String(value).trim();
  return text ? text : '—';
}

function formatOrDash(value: string | Date | null | undefined, pattern: string): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '—';
}
