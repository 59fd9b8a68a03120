import { INVOICE_ATTACHMENT_MAX_BYTES, MSG, ROLE, type TInvoiceDetail } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../db/seed/demo-files';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createUser } from '../../test/fixtures';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';
import { CUFE, getJson, invoice, postInvoices } from './cartera-test-helpers';
import { isInvoiceXml } from './invoice-attachments';

// The invoice's PDF and XML (issue 25 §1): uploaded by the ERP, content-checked and size-capped, and
// downloaded from the invoice's detail by its company and the generator it bills — nobody else.
let t: TestApp;
let key: string;
let company: string;
let invoiceId: number;

const xmlOf = (cufe: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns:cbc="urn:cbc"><cbc:UUID schemeName="CUFE-SHA384">${cufe}</cbc:UUID></Invoice>`,
  );

function upload(numero: string, files: { field: string; bytes: Buffer; name: string; type: string }[]) {
  const form = new FormData();
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/integracion/facturas/${numero}/adjuntos`,
    headers: { 'x-api-key': key },
    payload: form,
  });
}
const pdf = (text: string) => ({
  field: 'pdf',
  bytes: demoPdf(text, ['Factura electrónica']),
  name: 'f.pdf',
  type: 'application/pdf',
});
const xml = (bytes: Buffer) => ({ field: 'xml', bytes, name: 'f.xml', type: 'application/xml' });

beforeAll(async () => {
  t = await createTestApp();
  const created = await createKey(t.app);
  key = created.key.llave;
  company = created.token;
  const base = sampleMovement('ATT-1');
  const remesa = base.remesas[0];
  if (!remesa) throw new Error('sample without remesa');
  const cafe = { ...remesa, remesa_numero: 'ATT-1-2', generador: { nit: '860001234', nombre: 'Café' } };
  const loaded = await postBatch(t.app, key, [{ ...base, remesas: [remesa, cafe] }]);
  expect(loaded.statusCode, loaded.body).toBe(200);
  const res = await postInvoices(t.app, key, [
    invoice('FA1', '2026-04-01', 119_000, { generador_nit: '860001234' }),
    invoice('FA2', '2026-04-01', 238_000),
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const list = await getJson<{ data: { id: number; numero: string }[] }>(
    t.app,
    '/api/cartera/facturas?q=FA1',
    company,
  );
  invoiceId = list.body.data.find((i) => i.numero === 'FA1')?.id ?? 0;
  expect(invoiceId).toBeGreaterThan(0);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('invoice attachments', () => {
  it('checks the XML: well-formed and holding the invoice’s own CUFE', () => {
    expect(isInvoiceXml(xmlOf(CUFE(1)), CUFE(1))).toBe(true);
    expect(isInvoiceXml(xmlOf(CUFE(1)), CUFE(2))).toBe(false);
    expect(isInvoiceXml(Buffer.from(`<Invoice><a>${CUFE(1)}</Invoice>`), CUFE(1))).toBe(false);
    expect(isInvoiceXml(Buffer.from(CUFE(1)), CUFE(1))).toBe(false);
    expect(isInvoiceXml(Buffer.from(`<I cufe="${CUFE(1).toUpperCase()}"/>`), CUFE(1))).toBe(true);
  });

  it('refuses a PDF that is not one, an XML with another CUFE, and an unknown invoice', async () => {
    const fake = await upload('FA1', [
      { field: 'pdf', bytes: Buffer.from('<html>no</html>'), name: 'f.pdf', type: 'application/pdf' },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe(MSG.carteraAttachmentNotPdf);
    const other = await upload('FA1', [xml(xmlOf(CUFE(2)))]);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(MSG.carteraAttachmentNotXml);
    expect((await upload('NOPE9', [pdf('x')])).statusCode).toBe(404);
    const detail = await getJson<TInvoiceDetail>(t.app, `/api/cartera/facturas/${invoiceId}`, company);
    expect(detail.body).toMatchObject({ pdf: false, xml: false });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(INVOICE_ATTACHMENT_MAX_BYTES)]);
    const res = await upload('FA1', [{ field: 'pdf', bytes: big, name: 'f.pdf', type: 'application/pdf' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.carteraAttachmentTooLarge);
  });

  it('stores both, replaces on resend, and serves them to the company and the billed generator only', async () => {
    const first = await upload('fa1', [pdf('v1'), xml(xmlOf(CUFE(1)))]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ numero: 'FA1', pdf: true, xml: true });
    const second = await upload('FA1', [pdf('v2')]);
    expect(second.json()).toEqual({ numero: 'FA1', pdf: true, xml: true });
    const detail = await getJson<TInvoiceDetail>(t.app, `/api/cartera/facturas/${invoiceId}`, company);
    expect(detail.body).toMatchObject({ pdf: true, xml: true });

    const get = (tipo: string, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/cartera/facturas/${invoiceId}/${tipo}`,
        ...withCookie(token),
      });
    const file = await get('pdf', company);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.equals(demoPdf('v2', ['Factura electrónica']))).toBe(true);
    const xmlFile = await get('xml', company);
    expect(xmlFile.statusCode).toBe(200);
    expect(xmlFile.body).toContain(CUFE(1));
    expect((await get('doc', company)).statusCode).toBe(422);

    await createUser(t.app, 'tesoreria@cafe.test', [
      { id_role: ROLE.generador, customer_nit: '900123456', company_nit: '860001234' },
    ]);
    await createUser(t.app, 'tesoreria@agro.test', [
      { id_role: ROLE.generador, customer_nit: '900123456', company_nit: '900111222' },
    ]);
    const billed = (await loginAs(t.app, 'tesoreria@cafe.test')).token;
    expect((await get('pdf', billed)).statusCode).toBe(200);
    const stranger = (await loginAs(t.app, 'tesoreria@agro.test')).token;
    expect((await get('pdf', stranger)).statusCode).toBe(404);
    const otherCompany = (await loginAs(t.app, 'transporte2@trazo.demo')).token;
    expect((await get('pdf', otherCompany)).statusCode).toBe(404);
  });

  it('answers 404 in Spanish for an invoice without that file', async () => {
    const list = await getJson<{ data: { id: number; numero: string }[] }>(
      t.app,
      '/api/cartera/facturas?q=FA2',
      company,
    );
    const id = list.body.data.find((i) => i.numero === 'FA2')?.id;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cartera/facturas/${id}/pdf`,
      ...withCookie(company),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.carteraAttachmentMissing);
  });
});
