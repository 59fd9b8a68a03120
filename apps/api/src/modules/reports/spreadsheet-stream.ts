import { PassThrough, Readable } from 'node:stream';
import { CSV_SEPARATOR, csvNumber } from '@trazo/shared';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { drained, zipBacklog } from './stream-room';

// Spreadsheet downloads written a batch of rows at a time as the batches arrive (one database round trip
// each), never holding the whole file's rows: one await per batch, not per row (ADR 0015, the benchmark).

export type Cell = string | number | null;
/** Rows in batches; every batch is written before the next is asked for. */
export type RowBatches = AsyncIterable<readonly (readonly Cell[])[]>;

/**
 * First characters that make a spreadsheet run a text cell as a formula or a DDE call (OWASP CSV
 * injection: =, +, -, @, tab, carriage return; and the full-width =, +, -, @ that Apple Numbers
 * normalises). The same set as csv-stringify's `escape_formulas`, which the csv writer uses; a test
 * holds the two to the same answers.
 */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);

/**
 * CSV/formula injection: a text cell starting with one of FORMULA_STARTS would run in Excel or
 * LibreOffice; a leading apostrophe makes it plain text. Numbers stay numbers (a negative is not text).
 */
export function neutralizeCell(value: Cell): Cell {
  return typeof value === 'string' && FORMULA_STARTS.has(value.charAt(0)) ? `'${value}` : value;
}

const neutralizeRow = (row: readonly Cell[]): Cell[] => row.map(neutralizeCell);

/**
 * Characters per csv chunk handed to the socket: ~250 KB, some fifteen 50-row batches, so one socket write
 * and one chunked-encoding frame per ~250 KB. The server's CPU per 100,000-row export fell ~0.2 s (of
 * ~1.7 s) from 60 KB chunks, with no gain past that (bench:reports); a chunk is the only text held.
 */
const CSV_CHUNK_CHARS = 250_000;

/**
 * Bytes of csv the stream makes ahead of the socket: four chunks. With the default 16 KB the producer
 * stopped after each chunk until the socket had taken it, so the database and the csv writer sat idle
 * while a slow client (or one starved of CPU on a busy server) read; with this they keep working that far
 * ahead, and the read-ahead is the only text held beyond the chunk being built (ADR 0024, third pass).
 */
const CSV_READ_AHEAD_BYTES = 4 * CSV_CHUNK_CHARS;

/**
 * csv-stringify's synchronous call on each whole batch (its `escape_formulas` neutralising text cells as
 * `neutralizeCell` does) instead of a stream step, a chunk and a write per row; batches are joined into
 * ~250 KB chunks (CSV_CHUNK_CHARS). `Readable.from` asks for the next chunk while less than
 * CSV_READ_AHEAD_BYTES wait for the client.
 */
function streamCsv(header: readonly string[], batches: RowBatches): Readable {
  // ';', the BOM and decimal commas: the csv Excel in es-CO opens in columns (csv-format.ts).
  const csv = (rows: readonly (readonly Cell[])[], bom = false) =>
    stringify(rows as Cell[][], {
      bom,
      delimiter: CSV_SEPARATOR,
      escape_formulas: true,
      cast: { number: csvNumber },
    });
  async function* chunks() {
    let parts = [csv([header], true)];
    let length = 0;
    for await (const rows of batches) {
      const text = csv(rows);
      parts.push(text);
      length += text.length;
      if (length >= CSV_CHUNK_CHARS) {
        yield Buffer.from(parts.join(''));
        parts = [];
        length = 0;
      }
    }
    if (parts.length > 0) yield Buffer.from(parts.join(''));
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: CSV_READ_AHEAD_BYTES });
}

/** Runs `produce` into `out`; an error mid-way destroys the stream, so the download fails visibly. */
function feed(out: PassThrough, produce: () => Promise<void>): PassThrough {
  produce().catch((error: Error) => out.destroy(error));
  return out;
}

/**
 * Uncompressed sheet XML the zip may hold before the producer waits (four of exceljs' 64 KB chunks). With
 * 1 MB the chunks waited long enough to be promoted out of V8's young generation, and the 100,000-row
 * export peaked ~65 MB over the idle server; with 256 KB it stays within ~10 MB and is no slower.
 */
const ZIP_BACKLOG_BYTES = 256 * 1024;

function streamXlsx(sheetName: string, header: readonly string[], batches: RowBatches): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  return feed(out, async () => {
    sheet.addRow([...header]).commit();
    const backlog = zipBacklog(sheet);
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(neutralizeRow(row)).commit();
      // Wait for a slower client (`out` full) or a compressor a batch or two behind us.
      while (out.writableNeedDrain || backlog.bytes() > ZIP_BACKLOG_BYTES) {
        await drained(out, backlog.stream);
      }
    }
    sheet.commit();
    await workbook.commit();
  });
}

export function streamSpreadsheet(
  format: 'xlsx' | 'csv',
  sheetName: string,
  header: readonly string[],
  batches: RowBatches,
): Readable {
  return format === 'csv' ? streamCsv(header, batches) : streamXlsx(sheetName, header, batches);
}
