import type { TCumplidoCreatedResponse } from '@trazo/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryDocuments, storedFiles } from '../../db/schema';
import { demoPdf } from '../../db/seed/demo-files';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from './integration-test-helpers';

// Issue 23 item 4: an ERP retrying a slow cumplido upload sent it 10 times at once → one 201 and nine
// 500s (duplicate key), with the files of the nine left in storage without a row.

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = (await createKey(t.app)).key.llave;
  expect((await postBatch(t.app, key, [sampleMovement('PAR-1')])).statusCode).toBe(200);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

function upload(bytes: Buffer, descripcion: string) {
  const form = new FormData();
  form.append('descripcion', descripcion);
  form.append('referencia', 'CUM-PAR');
  form.append('documento', new Blob([bytes], { type: 'application/pdf' }), 'cumplido.pdf');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/integracion/movimientos/PAR-1/cumplidos',
    headers: { 'x-api-key': key },
    payload: form,
  });
}

const tally = async () => {
  const [files] = await t.app.db.select({ n: count() }).from(storedFiles);
  const [docs] = await t.app.db
    .select({ n: count() })
    .from(deliveryDocuments)
    .where(eq(deliveryDocuments.referencia, 'CUM-PAR'));
  return { stored: t.storage.files.size, fileRows: files?.n ?? 0, documents: docs?.n ?? 0 };
};

describe('identical cumplido uploads at the same moment', () => {
  it('one creates it, the others answer the very same cumplido; one file is kept, none orphaned', async () => {
    const before = await tally();
    const bytes = demoPdf('Cumplido en paralelo', ['firma']);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(bytes, 'Cumplido firmado')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const first = answers.find((a) => a.statusCode === 201)?.json<TCumplidoCreatedResponse>();
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await tally()).toEqual({
      stored: before.stored + 1,
      fileRows: before.fileRows + 1,
      documents: 1,
    });
    const file = await t.app.inject({ method: 'GET', url: first?.ruta_digital ?? '' });
    expect(file.statusCode).toBe(200);
  });

  it('different uploads under one referencia at once replace each other: one row, one file left', async () => {
    const before = await tally();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload(demoPdf(`Versión ${i}`, ['firma']), `Versión ${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json<TCumplidoCreatedResponse>().id)).size).toBe(1);
    expect(await tally()).toEqual(before);
  });
});
