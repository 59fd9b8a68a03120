import type { EventEmitter } from 'node:events';
import type ExcelJS from 'exceljs';

// Backpressure for the report writers: a producer waits while what lies downstream is full, and stops
// (rejects) once the download is gone, so its database cursor is let go instead of waiting forever.

type Closable = EventEmitter & { destroyed: boolean };

/**
 * Resolves when one of `streams` drains; rejects when one of them closes first (the client went away).
 * Its listeners are removed either way.
 */
export function drained(...streams: [Closable, ...Closable[]]): Promise<void> {
  if (streams.some((s) => s.destroyed)) return Promise.reject(new Error('report stream closed'));
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      for (const s of streams) {
        s.off('drain', onDrain);
        s.off('close', onClose);
      }
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('report stream closed'));
    for (const s of streams) {
      s.on('drain', onDrain);
      s.on('close', onClose);
    }
  });
}

/** What exceljs 4.4 keeps inside a streaming worksheet (not public API; `zipBacklog`'s test pins it). */
interface SheetInternals {
  stream?: {
    pipes?: Array<Closable & { _writableState?: { length: number }; _readableState?: { length: number } }>;
  };
}

/**
 * The stream through which a streaming worksheet's XML enters the zip, and how many bytes wait in it.
 * exceljs writes each 64 KB of sheet XML into that stream without looking at write()'s answer, so behind
 * a slower compressor it buffered up to 30 MB of a 100,000-row sheet (found by bench:reports).
 * Call after the first row is committed (the sheet opens its zip entry then).
 */
export function zipBacklog(sheet: ExcelJS.Worksheet) {
  const stream = (sheet as unknown as SheetInternals).stream?.pipes?.[0];
  if (!stream?._writableState)
    throw new Error('exceljs: the worksheet has no zip input (internals changed?)');
  const { _writableState: writable, _readableState: readable } = stream;
  return { stream, bytes: () => writable.length + (readable?.length ?? 0) };
}
