import { MSG } from '@trazo/shared';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';
import { getJson, invoice, postInvoices, postPayments } from './cartera-test-helpers';

// The account statement (issue 25 §2): a PDF per generator, downloaded or e-mailed through the outbox.
let t: TestApp;
let inbox: SmtpInbox;
let company: string;
let generatorId: number;

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url } });
  const created = await createKey(t.app);
  company = created.token;
  const key = created.key.llave;
  expect((await postBatch(t.app, key, [sampleMovement('EC-1')])).statusCode).toBe(200);
  await postInvoices(t.app, key, [
    invoice('EC10', '2026-02-01', 1_190_000),
    invoice('EC11', '2026-03-20', 595_000),
    invoice('EC12', '2026-01-10', 238_000),
  ]);
  await postPayments(t.app, key, [
    { referencia: 'RC-EC12', factura: 'EC12', fecha: '2026-02-01', valor: 238_000 },
  ]);
  const options = await getJson<{ generadores: { id: number }[] }>(t.app, '/api/cartera/opciones', company);
  generatorId = options.body.generadores[0]?.id ?? 0;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

describe('account statement', () => {
  it('downloads a PDF with the open invoices and the total on the as-of date', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cartera/estado-cuenta?generador=${generatorId}&corte=2026-03-02`,
      ...withCookie(company),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('ESTADO DE CUENTA');
    expect(text).toContain('Agro Boyacá S.A.S.');
    expect(text).toContain('Saldo total: $ 1.785.000 (2 facturas)');
    expect(text).toContain('EC10');
    expect(text).not.toContain('EC12');
  });

  it('e-mails it through the outbox with the PDF attached, to the addresses given', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cartera/estado-cuenta/enviar',
      payload: {
        generador: generatorId,
        corte: '2026-03-02',
        destinatarios: ['tesoreria@agro.test', 'TESORERIA@agro.test'],
      },
      ...withCookie(company),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.carteraStatementSent);
    expect(await t.app.outbox.drain()).toBe(1);
    const mail = inbox.received.at(-1);
    expect(mail?.to).toEqual(['tesoreria@agro.test']);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    expect(await pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toContain(
      'Saldo total: $ 1.785.000',
    );
  });

  it('refuses bad recipients, another company’s generator and other roles', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/cartera/estado-cuenta/enviar',
      payload: { generador: generatorId, destinatarios: ['no-es-correo'] },
      ...withCookie(company),
    });
    expect(bad.statusCode).toBe(422);
    const norte = await createKey(t.app, 'transporte2@trazo.demo');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/cartera/estado-cuenta?generador=${generatorId}`,
      ...withCookie(norte.token),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
