import { readdirSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { IMPORT_COLUMNS, MOVEMENT_LIMITS, MSG, type TImportReport } from '@trazo/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { buildXlsx } from '../../test/build-xlsx';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createImportSlots } from './import/import-slots';

// issue 13 §1: a 3.8 MB .xlsx whose sheet unzipped to 1.09 GB, sent 4× at once, took the server down.
// The bombs here are smaller (so the test is quick) but still twice the unzipped bound: read the old way
// (whole workbook in memory) each would have held its 129 MB sheet several times over.

const header = IMPORT_COLUMNS.map((c) => c.key);
const example = IMPORT_COLUMNS.map((c) => c.example);
const BOMB_ROWS = 1200;
const BOMB_CELL = 'x'.repeat(107_400);

function* bombRows() {
  yield header;
  for (let i = 0; i < BOMB_ROWS; i++) yield [BOMB_CELL];
}

/** Peak growth of the process's JS heap plus its buffers while `work` runs, in MB. */
async function peakGrowthMb<T>(work: () => Promise<T>): Promise<{ result: T; mb: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const before = used();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, used());
    return { result, mb: (peak - before) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

describe('Spreadsheet import limits', () => {
  let t: TestApp;
  let token: string;
  let bomb: Buffer;
  const upload = (bytes: Buffer, filename: string, path = '/vista-previa') => {
    const form = new FormData();
    form.append('archivo', new Blob([new Uint8Array(bytes)]), filename);
    return t.app.inject({
      method: 'POST',
      url: `/api/movimientos/importacion${path}`,
      payload: form,
      ...withCookie(token),
    });
  };
  const stillServes = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-info' });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    bomb = await buildXlsx(bombRows());
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('refuses a zip bomb with 413 in Spanish, without holding its sheet', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { result: res, mb } = await peakGrowthMb(() => upload(bomb, 'bomba.xlsx'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.importUnzippedTooLarge });
    expect(mb).toBeLessThan(64);
    await stillServes();
  });

  it('answers four bombs at once with 413 or 429 (two imports per company at a time), and lives', async () => {
    const { result: answers, mb } = await peakGrowthMb(() =>
      Promise.all(Array.from({ length: 4 }, () => upload(bomb, 'bomba.xlsx'))),
    );
    // Two slots per company: at least two bombs are read and refused (413). The others get 429 while
    // those two are still being read — or 413 too when a slot was already given back, which depends on
    // the machine's speed (the slot count itself: 'lets a company run two imports at a time' below).
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses).toHaveLength(4);
    expect(
      statuses.every((s) => s === 413 || s === 429),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((s) => s === 413).length).toBeGreaterThanOrEqual(2);
    for (const busy of answers.filter((r) => r.statusCode === 429)) {
      expect(busy.json()).toEqual({ message: MSG.importBusy });
      expect(busy.headers['retry-after']).toBe('10');
    }
    expect(mb).toBeLessThan(200);
    await stillServes();
    // The slots were given back: a real file is previewed again.
    const csv = Buffer.from(`${header.join(';')}\r\n${example.join(';')}\r\n`);
    const res = await upload(csv, 'movimientos.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json<TImportReport>().filas).toBe(1);
  });

  it('refuses a cell beyond the cell cap, in .xlsx and in .csv', async () => {
    const long = 'y'.repeat(MOVEMENT_LIMITS.importMaxCellChars + 1);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja1');
    sheet.addRow(header);
    sheet.addRow(example.map((v, i) => (i === header.indexOf('producto_descripcion') ? long : v)));
    const xlsx = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'libro.xlsx');
    expect(xlsx.statusCode).toBe(422);
    expect(xlsx.json()).toEqual({
      message: MSG.importCellTooLarge,
      errors: { '2.producto_descripcion': [MSG.importCellTooLarge] },
    });
    const csv = await upload(
      Buffer.from(`${header.join(';')};extra\n${example.join(';')};${long}\n`),
      'm.csv',
    );
    expect(csv.statusCode).toBe(422);
    expect(csv.json().errors).toEqual({ [`2.columna_${header.length + 1}`]: [MSG.importCellTooLarge] });
  });

  it('stops reading at the row cap + 1: what lies beyond is never read', async () => {
    const rows = Array.from({ length: MOVEMENT_LIMITS.importMaxRows + 1 }, () => example.join(';'));
    // Past the cap comes a cell that would be refused if it were read.
    const beyond = 'z'.repeat(MOVEMENT_LIMITS.importMaxCellChars + 1);
    const csv = Buffer.from([header.join(';'), ...rows, beyond].join('\n'));
    const res = await upload(csv, 'muchas.csv');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.importTooManyRows);
  });

  it('leaves no temporary file or open descriptor behind when it stops early', async () => {
    // exceljs puts a sheet that precedes the shared strings (as exceljs and Excel write them) in a temp file.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja1');
    sheet.addRow(header);
    for (let i = 0; i <= MOVEMENT_LIMITS.importMaxRows; i++) sheet.addRow(example.map((v) => `${v}${i}`));
    workbook.addWorksheet('Hoja2').addRow(['otra hoja']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const isTemp = (name: string) => name.includes(`tmp-${process.pid}-`);
    const tempFiles = () => readdirSync(tmpdir()).filter(isTemp);
    // Descriptors open on temp files (a deleted one still counts while open); sockets come and go.
    const descriptors = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return isTemp(readlinkSync(`/proc/self/fd/${fd}`));
        } catch {
          return false; // closed meanwhile
        }
      }).length;
    const before = { files: tempFiles(), fds: descriptors() };
    for (let i = 0; i < 3; i++) {
      const res = await upload(bytes, 'muchas.xlsx');
      expect(res.json().message).toBe(MSG.importTooManyRows);
    }
    // Files are deleted and descriptors closed asynchronously: give them a moment.
    await vi.waitFor(
      () => {
        expect(tempFiles()).toEqual(before.files);
        expect(descriptors()).toBe(before.fds);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('reads a file of empty lines without holding them, and refuses a cut .xlsx as unreadable', async () => {
    const blank = Buffer.concat([Buffer.from(`${header.join(',')}\n`), Buffer.alloc(8 * 1024 * 1024, '\n')]);
    const { result: empty, mb } = await peakGrowthMb(() => upload(blank, 'vacio.csv'));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(MSG.importNoRows);
    expect(mb).toBeLessThan(64);
    const whole = await buildXlsx([header, example]);
    const cut = await upload(whole.subarray(0, Math.floor(whole.length * 0.7)), 'cortado.xlsx');
    expect(cut.statusCode).toBe(422);
    expect(cut.json().message).toBe(MSG.importFileUnreadable);
  });
});

describe('import slots', () => {
  it('lets a company run two imports at a time, refuses a third with 429, and gives slots back', () => {
    const slots = createImportSlots(2);
    const first = slots.take(1);
    const second = slots.take(1);
    expect(() => slots.take(1)).toThrowError(MSG.importBusy);
    const otherCompany = slots.take(2);
    first();
    first(); // twice is harmless
    const third = slots.take(1);
    expect(() => slots.take(1)).toThrowError(MSG.importBusy);
    for (const release of [second, third, otherCompany]) release();
    expect(() => slots.take(1)).not.toThrow();
  });
});
