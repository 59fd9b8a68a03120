// Every csv Trazo writes is for Excel in Colombian Spanish (ADR 0015, amendment of issue 22): Excel
// splits a csv it opens by the system's list separator, ';' where the decimal separator is ',', so a
// ','-separated file opened in es-CO showed each row in one column. The UTF-8 BOM makes Excel read the
// text as UTF-8 (tildes, ñ). Our own importer reads ';' and ',' alike.

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** A number as Excel in es-CO reads it from a csv: a decimal comma, no grouping ("1250,5"). */
export function csvNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(value).replace('.', ',');
}
