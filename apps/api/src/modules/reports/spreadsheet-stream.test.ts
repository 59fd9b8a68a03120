import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Cell, neutralizeCell, streamSpreadsheet } from './spreadsheet-stream';

const HEADER = ['a', 'b', 'c'];
const ROW: Cell[] = ['una dirección, con coma', 12.5, '=1+1'];

/** `count` batches of `size` rows; `pulled()` says how many the writer asked for, `closed()` if it let go. */
function batches(count: number, size: number) {
  let pulled = 0;
  let closed = false;
  async function* source() {
    try {
      for (; pulled < count; ) {
        pulled += 1;
        yield Array.from({ length: size }, () => ROW);
      }
    } finally {
      closed = true;
    }
  }
  return { source: source(), pulled: () => pulled, closed: () => closed };
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Waits until `value()` stops changing for a while (the writer is waiting for the client). */
async function settled(value: () => number): Promise<number> {
  let last = -1;
  while (value() !== last) {
    last = value();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return last;
}

describe('spreadsheet streams', () => {
  it('neutralises text that a spreadsheet would run as a formula, and only that', () => {
    expect(['=1+1', '+57', '-2', '@SUM(A1)'].map(neutralizeCell)).toEqual([
      "'=1+1",
      "'+57",
      "'-2",
      "'@SUM(A1)",
    ]);
    expect(['Bogotá', 'a=b', '', null, -5, 3].map(neutralizeCell)).toEqual([
      'Bogotá',
      'a=b',
      '',
      null,
      -5,
      3,
    ]);
  });

  it('neutralises the same cells in csv (csv-stringify escape_formulas) and xlsx (neutralizeCell)', async () => {
    const risky = [
      '=1+1',
      '+57',
      '-2',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '\uFF1D1',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20A',
    ];
    const safe: Cell[] = ['Bogotá', 'a=b', ' =1', -5, 3.25];
    const row = [...risky, ...safe];
    const header = row.map((_, n) => `c${n}`);
    const expected = [...risky.map((cell) => `'${cell}`), 'Bogotá', 'a=b', ' =1'];
    const source = async function* () {
      yield [row];
    };
    const csv = parse(await bytesOf(streamSpreadsheet('csv', 'Hoja', header, source())), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(csv[1]).toEqual([...expected, '-5', '3,25']);

    const xlsx = await bytesOf(streamSpreadsheet('xlsx', 'Hoja', header, source()));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    // XML reads a carriage return back as a line feed (exceljs does not escape it); the apostrophe stays.
    const inXml = expected.map((cell) => cell.replace('\r', '\n'));
    expect(workbook.getWorksheet('Hoja')?.getRow(2).values).toEqual([undefined, ...inXml, -5, 3.25]);
    expect(row.map(neutralizeCell)).toEqual([...expected, -5, 3.25]);
  });

  it('writes every batch, header first, as csv and as xlsx', async () => {
    const csv = await bytesOf(streamSpreadsheet('csv', 'Hoja', HEADER, batches(3, 4).source));
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // As Excel in es-CO splits it: ';' between cells, a decimal comma (csv-format.ts).
    expect(csv.toString('utf8').split(/\r?\n/, 1)[0]).toBe(`\uFEFF${HEADER.join(';')}`);
    const rows = parse(csv, { bom: true, delimiter: ';' }) as string[][];
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[12]).toEqual(['una dirección, con coma', '12,5', "'=1+1"]);

    const xlsx = await bytesOf(streamSpreadsheet('xlsx', 'Hoja', HEADER, batches(3, 4).source));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Hoja');
    expect(sheet?.rowCount).toBe(13);
    expect(sheet?.getRow(13).values).toEqual([undefined, 'una dirección, con coma', 12.5, "'=1+1"]);
  });

  // A client that reads nothing holds the writer after a few batches (once the buffers between them are
  // full; these rows repeat, so the xlsx compresses ~100 times and takes more of them to fill). The csv
  // keeps ~1 MB ready ahead of the client (CSV_READ_AHEAD_BYTES) and builds a 250 KB chunk: with ~20 KB
  // batches, some 75 of them, never all 200.
  it.each(['csv', 'xlsx'] as const)('%s: a client that does not read holds the writer', async (format) => {
    const source = batches(200, 500);
    const out = streamSpreadsheet(format, 'Hoja', HEADER, source.source);
    out.pipe(new PassThrough()); // a socket whose buffer is full: nobody empties it
    const pulled = await settled(source.pulled);
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(format === 'csv' ? 100 : 40);
    // The client goes away: the writer lets its rows go (the database cursor's connection, in a report).
    out.destroy();
    await settled(() => Number(source.closed()));
    expect(source.closed()).toBe(true);
    expect(source.pulled()).toBe(pulled);
  });
});
