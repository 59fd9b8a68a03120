import { expect } from '@playwright/test';

// A small CSV reader/writer for the import fixtures (RFC 4180 quoting; `,` or `;` separators).

export function detectSeparator(headerLine: string): string {
  return (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

export function parseCsv(text: string): { separator: string; rows: string[][] } {
  const clean = text.replace(/^\uFEFF/, '');
  const separator = detectSeparator(clean.split(/\r?\n/, 1)[0] ?? '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < clean.length; i++) {
    const c = clean[i];
    if (quoted) {
      if (c === '"' && clean[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && clean[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return { separator, rows: rows.filter((r) => r.some((v) => v !== '')) };
}

/**
 * Rows of a csv we wrote for download, which must open in columns in Excel in es-CO (ADR 0015, issue 22):
 * a UTF-8 byte order mark, then ';' between cells.
 */
export function parseExcelCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF'), 'the csv starts with a UTF-8 BOM').toBe(true);
  const { separator, rows } = parseCsv(text);
  expect(separator, "the csv's cells are separated by ';'").toBe(';');
  return rows;
}

export function toCsv(rows: string[][], separator = ','): string {
  const quote = (v: string) => (/[",;\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return `${rows.map((r) => r.map(quote).join(separator)).join('\r\n')}\r\n`;
}
