import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { drained, zipBacklog } from './stream-room';

describe('report stream backpressure', () => {
  it('stops waiting for room when the client goes away', async () => {
    const out = new PassThrough({ highWaterMark: 1 });
    out.write('xx');
    const waiting = drained(out);
    out.destroy();
    await expect(waiting).rejects.toThrow('report stream closed');
    await expect(drained(out)).rejects.toThrow('report stream closed');
  });

  it('stops waiting on an inner stream when the download closes, and leaves no listener behind', async () => {
    const inner = new PassThrough({ highWaterMark: 1 });
    const out = new PassThrough();
    inner.write('xx');
    const waiting = drained(out, inner);
    out.destroy();
    await expect(waiting).rejects.toThrow('report stream closed');
    expect(inner.listenerCount('drain') + inner.listenerCount('close') + out.listenerCount('close')).toBe(0);
  });

  it("finds the stream by which exceljs' streaming sheet enters its zip (exceljs internals)", async () => {
    const out = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
    const sheet = workbook.addWorksheet('Hoja');
    sheet.addRow(['cabecera']).commit();
    const backlog = zipBacklog(sheet);
    expect(typeof backlog.stream.on).toBe('function');
    expect(backlog.bytes()).toBeGreaterThanOrEqual(0);
    // Rows written faster than the compressor takes them wait in front of the zip, and are seen there.
    for (let i = 0; i < 5000; i++) sheet.addRow([`fila ${i}`, i, 'texto de relleno de la fila']).commit();
    expect(backlog.bytes()).toBeGreaterThan(64 * 1024);
    out.resume();
    await drained(backlog.stream);
    // What is left is the one chunk the compressor is taking.
    expect(backlog.bytes()).toBeLessThanOrEqual(64 * 1024);
  });
});
