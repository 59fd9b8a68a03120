// Colombia has no daylight saving: its calendar day is UTC−5's. The day of an instant and the instants
// of a day, for every module that groups by day (drivers' records, inspections, blocks, reports).

const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The Bogotá calendar date (YYYY-MM-DD) of an instant. */
export function bogotaDay(at: Date): string {
  return new Date(at.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** [start, end) of a Bogotá calendar day as instants. */
export function bogotaDayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00-05:00`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

/** The first day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Bogotá's [start, end) instants of a month (YYYY-MM): the FUEC list's `mes` filter and Inicio's count. */
export function bogotaMonthRange(month: string): { start: Date; end: Date } {
  return {
    start: bogotaDayRange(`${month}-01`).start,
    end: bogotaDayRange(nextMonthStart(month)).start,
  };
}
