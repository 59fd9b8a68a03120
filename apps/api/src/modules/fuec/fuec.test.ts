import { buildFuecNumber, MSG, type TFuecPage, type TFuecPublic } from '@trazo/shared';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import {
  contractForm,
  ESPECIALES_DEMO,
  EVENTOS,
  operatorSession,
} from '../especiales/especiales-test-helpers';
import { findBlockingDocuments } from '../fleet/find-blocking-documents';
import { fleetWithDocuments, fuecSettingsForm, ONE_PIXEL_PDF, putDocument } from './fuec-test-helpers';

// The FUEC (issue 24 item 5): the 21-digit number, issuing checks, the PDF read back, the public page,
// annulment and reissue, concurrency and tenant isolation. The test clock's day is 2026-03-02.

let t: TestApp;
let a: Awaited<ReturnType<typeof operatorSession>>;
let contractId: number;
let contractNumber: number;
let fleet: { vehicleId: number; driverId: number };

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const issueBody = (over: object = {}) => ({
  contractId,
  vehicleId: fleet.vehicleId,
  driverIds: [fleet.driverId],
  startDate: '2026-03-02',
  endDate: '2026-03-31',
  route: 'Bogotá – Chía',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  a = await operatorSession(t, EVENTOS);
  expect((await a.call('PUT', '/especiales/fuec/configuracion', fuecSettingsForm)).statusCode).toBe(200);
  const contract = await a.call('POST', '/especiales/contratos', contractForm({ objeto: 'Transporte FUEC' }));
  expect(contract.statusCode).toBe(201);
  contractId = contract.json().id;
  contractNumber = contract.json().number;
  fleet = await fleetWithDocuments(t, a.token, a.call, 'FUE101', '80123456');
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('FUEC number', () => {
  it('builds the DOMAIN-CO example: 425 0155 12 2015 0255 0001', () => {
    expect(
      buildFuecNumber({
        territorialCode: '425',
        resolutionNumber: 155,
        resolutionYear: 2012,
        issueYear: 2015,
        contractNumber: 255,
        consecutive: 1,
      }),
    ).toBe('425015512201502550001');
  });
});

describe('issuing a FUEC', () => {
  it('issues one whose PDF reads back every printed field, and a public page showing only what it should', async () => {
    const issued = await a.call('POST', '/especiales/fuec', issueBody());
    expect(issued.statusCode, issued.body).toBe(201);
    const { id, number, token } = issued.json();
    const prefix = `4250155122026${String(contractNumber).padStart(4, '0')}`;
    expect(number).toMatch(new RegExp(`^${prefix}\\d{4}$`));

    const pdf = await a.call('GET', `/especiales/fuec/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(MSG.fuecPdfTitle);
    expect(text).toContain(number);
    for (const value of ['FUE101', 'Buseta', 'I-FUE101', 'Chevrolet', 'TARJETA_OPERACION-FUE101']) {
      expect(text).toContain(value);
    }
    expect(text).toContain('Conductor de FUE101');
    expect(text).toContain('80123456');
    expect(text).toContain('LIC-80123456');
    expect(text).toContain('del 02/03/2026 al 31/03/2026');
    expect(text).toContain('Banco de Bogotá S.A.');
    expect(text).toContain('Carlos Andrés Díaz');
    expect(text).toContain('Ana María Gómez');
    expect(text).toContain('Cra 15 # 93-60, Bogotá');

    const open = await t.app.inject({ method: 'GET', url: `/api/fuec/publico/${token}` });
    expect(open.statusCode).toBe(200);
    const shown = open.json<TFuecPublic>();
    expect(shown).toEqual({
      number,
      state: 'vigente',
      operator: EVENTOS,
      placa: 'FUE101',
      clase: 'Buseta',
      drivers: ['Conductor de FUE101'],
      startDate: '2026-03-02',
      endDate: '2026-03-31',
    });
    // Nothing personal beyond names: no document numbers, licences, phones.
    expect(open.body).not.toContain('80123456');
    expect(open.body).not.toContain('LIC-');
    expect(open.body).not.toContain('3001112233');

    const unknown = await t.app.inject({ method: 'GET', url: `/api/fuec/publico/${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.fuecPublicNotFound);
  });

  it('annuls with a reason, says so publicly, and reissues with the next consecutive once', async () => {
    const first = (await a.call('POST', '/especiales/fuec', issueBody())).json();
    const annul = await a.call('POST', `/especiales/fuec/${first.id}/anular`, { reason: 'Cambio de ruta' });
    expect(annul.statusCode).toBe(200);
    const again = await a.call('POST', `/especiales/fuec/${first.id}/anular`, { reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.fuecNotAnnullable);

    const open = (await t.app.inject({ method: 'GET', url: `/api/fuec/publico/${first.token}` })).json();
    expect(open.state).toBe('anulado');
    expect(open.placa).toBeNull();
    expect(open.drivers).toEqual([]);

    const reissued = await a.call('POST', `/especiales/fuec/${first.id}/reexpedir`);
    expect(reissued.statusCode, reissued.body).toBe(201);
    const next = reissued.json();
    expect(Number(next.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1);
    expect(next.number.slice(0, 17)).toBe(first.number.slice(0, 17));
    const twice = await a.call('POST', `/especiales/fuec/${first.id}/reexpedir`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.fuecAlreadyReissued);

    const list = (await a.call('GET', '/especiales/fuec?per_page=100')).json<TFuecPage>();
    const old = list.data.find((r) => r.id === first.id);
    expect(old?.state).toBe('anulado');
    expect(old?.annulReason).toBe('Cambio de ruta');
    expect(old?.replacedByNumber).toBe(next.number);
  });

  it('gives parallel issues on one contract distinct consecutives', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => a.call('POST', '/especiales/fuec', issueBody())),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const numbers = results.map((r) => r.json().number as string);
    expect(new Set(numbers).size).toBe(6);
    const consecutives = numbers.map((n) => Number(n.slice(-4))).sort((x, y) => x - y);
    expect((consecutives.at(-1) ?? 0) - (consecutives[0] ?? 0)).toBe(5);
  });

  it('refuses with the document named and its date when the SOAT expired, and when the contract ends first', async () => {
    const other = await fleetWithDocuments(t, a.token, a.call, 'FUE102', '80999888');
    const soat = await putDocument(
      t,
      a.token,
      `/especiales/flota/vehiculos/${other.vehicleId}/documentos/soat`,
      {
        number: 'SOAT-VENCIDO',
        issuer: 'SURA',
        expiresOn: '2026-02-15',
      },
    );
    expect(soat.statusCode).toBe(200);
    const refused = await a.call(
      'POST',
      '/especiales/fuec',
      issueBody({ vehicleId: other.vehicleId, driverIds: [other.driverId] }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('SOAT del vehículo FUE102 venció el 15/02/2026.');

    const blocking = await findBlockingDocuments(t.database.db, {
      customerId: a.customerId,
      vehicleId: other.vehicleId,
      driverIds: [other.driverId],
      from: '2026-03-02',
      until: '2027-12-31',
    });
    expect(blocking.map((b) => b.kind).sort()).toEqual(
      [
        'licencia',
        'poliza_contractual',
        'poliza_extracontractual',
        'soat',
        'tarjeta_operacion',
        'tecnomecanica',
      ].sort(),
    );
    expect(blocking.find((b) => b.kind === 'licencia')?.message).toBe(
      'Licencia de conducción del conductor Conductor de FUE102 vence el 30/06/2027, antes del 31/12/2027.',
    );

    const late = await a.call('POST', '/especiales/fuec', issueBody({ endDate: '2027-01-15' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain(`El contrato N.º ${contractNumber} no está vigente`);
  });

  it('checks the uploaded file by content and caps its size', async () => {
    const url = `/especiales/flota/vehiculos/${fleet.vehicleId}/documentos/soat`;
    const fields = { number: 'SOAT-1', issuer: 'SURA', expiresOn: '2027-06-30' };
    const pdf = await putDocument(t, a.token, url, fields, {
      name: 'soat.pdf',
      type: 'application/pdf',
      data: ONE_PIXEL_PDF,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const fake = await putDocument(t, a.token, url, fields, {
      name: 'soat.pdf',
      type: 'application/pdf',
      data: Buffer.from('<html>no</html>'),
    });
    expect(fake.statusCode).toBe(422);
    const big = await putDocument(t, a.token, url, fields, {
      name: 'soat.pdf',
      type: 'application/pdf',
      data: Buffer.concat([ONE_PIXEL_PDF, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    const list = (await a.call('GET', '/especiales/flota/vehiculos?q=FUE101')).json();
    const soat = list.data[0].documents.find((d: { kind: string }) => d.kind === 'soat');
    expect(soat.fileUrl).toMatch(/^\/api\/archivos\//);
    expect(soat.state).toBe('vigente');
  });
});

describe('FUEC and fleet isolation', () => {
  it('keeps operator A’s FUECs and documents from operator B, and especiales routes from a freight company', async () => {
    const mine = (await a.call('POST', '/especiales/fuec', issueBody())).json();
    const b = await operatorSession(t, ESPECIALES_DEMO, 'especiales@trazo.demo');
    expect((await b.call('GET', `/especiales/fuec/${mine.id}/pdf`)).statusCode).toBe(404);
    expect(
      (await b.call('POST', `/especiales/fuec/${mine.id}/anular`, { reason: 'Ajeno, no' })).statusCode,
    ).toBe(404);
    expect((await b.call('POST', `/especiales/fuec/${mine.id}/reexpedir`)).statusCode).toBe(404);
    const bList = (await b.call('GET', '/especiales/fuec?per_page=100')).json<TFuecPage>();
    expect(bList.data.some((r) => r.id === mine.id)).toBe(false);
    const bVehicles = (await b.call('GET', '/especiales/flota/vehiculos?per_page=100')).json();
    expect(bVehicles.data.some((v: { placa: string }) => v.placa === 'FUE101')).toBe(false);
    const steal = await putDocument(
      t,
      b.token,
      `/especiales/flota/vehiculos/${fleet.vehicleId}/documentos/soat`,
      {
        number: 'X',
        expiresOn: '2027-01-01',
      },
    );
    expect(steal.statusCode).toBe(404);
    const borrowed = await b.call('POST', '/especiales/fuec', issueBody());
    // B's own settings and contract lookup never reach A's rows.
    expect([404, 409]).toContain(borrowed.statusCode);

    const { token } = await loginAs(t.app, 'transporte@trazo.demo');
    for (const url of [
      '/api/especiales/fuec',
      '/api/especiales/flota/vehiculos',
      '/api/especiales/fuec/configuracion',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, ...withCookie(token) });
      expect(response.statusCode, url).toBe(403);
    }
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/empresa/flota/vehiculos',
      ...withCookie(token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.some((v: { placa: string }) => v.placa === 'FUE101')).toBe(false);
  });
});

describe('demo FUECs', () => {
  it('gives Especiales Demo a fleet with WES106’s SOAT expired and FUECs, one annulled and reissued', async () => {
    const b = await operatorSession(t, ESPECIALES_DEMO, 'especiales@trazo.demo');
    const expired = (await b.call('GET', '/especiales/flota/vehiculos?estado=vencido')).json();
    expect(expired.data.map((v: { placa: string }) => v.placa)).toEqual(['WES106']);
    const soat = expired.data[0].documents.find((d: { kind: string }) => d.kind === 'soat');
    expect(soat.state).toBe('vencido');
    const list = (await b.call('GET', '/especiales/fuec')).json<TFuecPage>();
    expect(list.data).toHaveLength(3);
    const annulled = list.data.filter((r) => r.state === 'anulado');
    expect(annulled).toHaveLength(1);
    expect(annulled[0]?.replacedByNumber).toMatch(/^425031218\d{12}$/);
  });
});
