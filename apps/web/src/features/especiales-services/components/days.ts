import { dayjs } from '../../../lib/dayjs';

// Calendar days of the board, in Bogotá (UTC−5, no daylight saving) whatever the browser's zone.

export function bogotaToday(): string {
  return new Date(Date.now() - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const addDays = (day: string, n: number) => dayjs(day).add(n, 'day').format('YYYY-MM-DD');

/** The Monday of `day`'s week. */
export function weekStart(day: string): string {
  const d = dayjs(day);
  return d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "lun 3 mar" */
export function shortDay(day: string): string {
  const d = dayjs(day);
  return `${WEEKDAYS[d.day()]} ${d.date()} ${MONTHS[d.month()]}`;
}

/** "03/03/2026" */
export const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
