// The one way numbers read in Trazo: Colombian Spanish (es-CO), thousands grouped with '.' and decimals
// with ','. `useGrouping: 'always'` because CLDR's Spanish data leaves four-digit numbers ungrouped in some
// engines ("4200 kg"); the portal, the drivers' app and the server's texts all call these.

const decimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2, useGrouping: 'always' });
const integer = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });
const pesos = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

/** A number or numeric text, or null when there is none to show. */
function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** "1.250,5"; "—" when there is no number. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '—' : decimal.format(n);
}

/** A count, "4.200" (rounded to a whole). */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** A weight in kilograms: "4.200 kg", "1.250,5 kg". */
export function formatKg(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '—' : `${decimal.format(n)} kg`;
}

/** Colombian pesos: "$ 1.250.000". */
export function formatCop(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '—' : pesos.format(n);
}
