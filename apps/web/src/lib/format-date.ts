import dayjs from 'dayjs';

/** "21 nov 2026" in Spanish (the locale is set once by the providers). */
export function formatDate(iso: string): string {
  return dayjs(iso).format('D MMM YYYY');
}
