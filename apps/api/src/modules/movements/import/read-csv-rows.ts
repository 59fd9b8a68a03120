import { Readable } from 'node:stream';
import { MSG } from '@trazo/shared';
import { parse } from 'csv-parse';
import { AppError } from '../../../lib/app-error';
import type { RawRow } from './raw-row';

// A .csv (comma or semicolon, UTF-8 with or without BOM), record by record through csv-parse's stream:
// the caller may stop at any row, and a file of a million empty lines never becomes a million arrays.

const PIECE = 64 * 1024;

/** The text in pieces that never split a surrogate pair. */
function* pieces(text: string): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + PIECE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(start, end);
    start = end;
  }
}

export async function* readCsvRows(bytes: Buffer): AsyncGenerator<RawRow> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(422, MSG.importFileUnreadable);
  }
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  });
  // Stopping early destroys the parser, which the pipe below would rethrow as an unhandled error (a
  // crash); errors while reading reach the loop through its own listener.
  parser.on('error', () => {});
  Readable.from(pieces(text)).pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { fila: info.lines, cells: record };
    }
  } catch {
    throw new AppError(422, MSG.importFileUnreadable);
  }
}
