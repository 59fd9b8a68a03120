import {
  DEFAULT_LOOKUP_PRIVACY,
  MSG,
  type TConsignmentDetail,
  type TLookupPrivacy,
  type TLookupRecord,
  type TMovementDetail,
  type TSearchCustomerDocumentResponse,
} from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { maskToLastDigits } from './apply-lookup-privacy';

const URL = '/api/consulta-publica/privacidad';

describe('maskToLastDigits', () => {
  it('keeps only the last digits behind a mask of fixed width', () => {
    expect(maskToLastDigits('3001234567')).toBe('••••••4567');
    expect(maskToLastDigits('900.123.456-8')).toBe('••••••56-8');
    expect(maskToLastDigits('12345')).toBe('••••••45');
    expect(maskToLastDigits('1234')).toBe('••••••');
    expect(maskToLastDigits('  ')).toBe('');
  });
});

describe('Privacy of the public lookup', () => {
  let t: TestApp;
  let company: string;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    company = (await loginAs(t.app, 'transporte@trazo.demo')).token;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  // A fresh address per lookup, so the per-address limit never interferes.
  const lookup = async (body: Record<string, unknown>) => {
    ip += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search_customer_document',
      remoteAddress: `10.50.${Math.floor(ip / 250)}.${ip % 250}`,
      payload: { nit_customer: '900123456', ...body },
    });
    expect(res.statusCode).toBe(200);
    return res.json<TSearchCustomerDocumentResponse>();
  };
  const byManifest = (sucursal?: number) =>
    lookup({ documento_cliente: '100001', tipo_campo: false, sucursal });
  const byDocument = () => lookup({ documento_cliente: 'DOC-555', tipo_campo: true });
  /** The unmasked consignments, as the company itself sees them. */
  const truth = async (manifest: string): Promise<Map<number, TConsignmentDetail>> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/movimientos/manifiesto/${manifest}`,
      ...withCookie(company),
    });
    return new Map(res.json<TMovementDetail>().remesas.map((r) => [r.id, r]));
  };
  const save = (privacy: TLookupPrivacy, token = company) =>
    t.app.inject({ method: 'PUT', url: URL, payload: privacy, ...withCookie(token) });
  const nonEmpty = (records: TLookupRecord[]) => {
    expect(records.length).toBeGreaterThan(0);
    return records;
  };

  it('by default masks phones and documents and withholds addresses from a manifest lookup', async () => {
    const real = await truth('100001');
    const records = nonEmpty((await byManifest()).data);
    for (const r of records) {
      const full = real.get(r.id);
      if (!full) throw new Error(`consignment ${r.id} missing from the company's view`);
      expect(full.remitente_telefono.length).toBeGreaterThanOrEqual(8);
      expect(r.remitente_telefono).toBe(`••••••${full.remitente_telefono.slice(-4)}`);
      expect(r.destinatario_telefono).toBe(maskToLastDigits(full.destinatario_telefono));
      expect(r.remitente_documento).toBe(maskToLastDigits(full.remitente_documento));
      expect(r.destinatario_documento).toBe(maskToLastDigits(full.destinatario_documento));
      expect(r.remitente_documento).not.toBe(full.remitente_documento);
      expect(full.remitente_direccion).not.toBe('');
      expect(r.remitente_direccion).toBe('');
      expect(r.destinatario_direccion).toBe('');
      expect(r.direcciones_visibles).toBe(false);
      // The other spec fields are untouched.
      expect(r.remitente_nombre).toBe(full.remitente_nombre);
      // The declared value is withheld by default (issue 22 item 12: lookup-disclosure.test.ts).
      expect(r.valor_declarado).toBeNull();
      expect(r.remitente_zona).toBe(full.remitente_zona);
    }
  });

  it('shows addresses once the customer document or the chosen branch matches', async () => {
    const byDoc = nonEmpty((await byDocument()).data_total);
    for (const r of byDoc) {
      expect(r.direcciones_visibles).toBe(true);
      expect(r.remitente_direccion).not.toBe('');
      expect(r.destinatario_direccion).not.toBe('');
      expect(r.remitente_telefono.startsWith('••••••')).toBe(true);
    }
    const branch = nonEmpty((await byManifest()).data)[0]?.sucursal_id;
    const chosen = nonEmpty((await byManifest(branch)).data);
    const real = await truth('100001');
    for (const r of chosen) {
      expect(r.direcciones_visibles).toBe(true);
      expect(r.remitente_direccion).toBe(real.get(r.id)?.remitente_direccion);
    }
  });

  it('lets the company read and change the setting; the lookup follows it', async () => {
    const initial = await t.app.inject({ method: 'GET', url: URL, ...withCookie(company) });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ data: DEFAULT_LOOKUP_PRIVACY });

    const open: TLookupPrivacy = {
      ...DEFAULT_LOOKUP_PRIVACY,
      telefonos: 'completo',
      documentos: 'completo',
      direcciones: 'siempre',
    };
    const saved = await save(open);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: MSG.lookupPrivacySaved, data: open });
    expect((await t.app.inject({ method: 'GET', url: URL, ...withCookie(company) })).json()).toEqual({
      data: open,
    });
    const real = await truth('100001');
    for (const r of nonEmpty((await byManifest()).data)) {
      const full = real.get(r.id);
      expect(r.remitente_telefono).toBe(full?.remitente_telefono);
      expect(r.destinatario_documento).toBe(full?.destinatario_documento);
      expect(r.destinatario_direccion).toBe(full?.destinatario_direccion);
      expect(r.direcciones_visibles).toBe(true);
    }

    // Each choice on its own: phones in full, documents masked, addresses never.
    await save({
      ...DEFAULT_LOOKUP_PRIVACY,
      telefonos: 'completo',
      documentos: 'ultimos_digitos',
      direcciones: 'nunca',
    });
    for (const r of nonEmpty((await byDocument()).data_total)) {
      expect(r.remitente_telefono.startsWith('••••••')).toBe(false);
      expect(r.remitente_documento.startsWith('••••••')).toBe(true);
      expect(r.remitente_direccion).toBe('');
      expect(r.direcciones_visibles).toBe(false);
    }
    await save({
      ...DEFAULT_LOOKUP_PRIVACY,
      telefonos: 'ultimos_digitos',
      documentos: 'completo',
      direcciones: 'al_coincidir',
    });
    for (const r of nonEmpty((await byManifest()).data)) {
      expect(r.remitente_telefono.startsWith('••••••')).toBe(true);
      expect(r.remitente_documento).toBe(real.get(r.id)?.remitente_documento);
      expect(r.direcciones_visibles).toBe(false);
    }
    await save(DEFAULT_LOOKUP_PRIVACY);
  });

  it('refuses invalid choices in Spanish, other roles and anonymous callers', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: URL,
      payload: { telefonos: 'todo', documentos: 'completo', direcciones: 'siempre' },
      ...withCookie(company),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(MSG.lookupPrivacyInvalid);
    const missing = await t.app.inject({
      method: 'PUT',
      url: URL,
      payload: { telefonos: 'completo' },
      ...withCookie(company),
    });
    expect(missing.statusCode).toBe(422);

    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const generator = (await loginAs(t.app, 'generador@trazo.demo')).token;
    expect((await t.app.inject({ method: 'GET', url: URL, ...withCookie(generator) })).statusCode).toBe(403);
    expect((await save(DEFAULT_LOOKUP_PRIVACY, generator)).statusCode).toBe(403);
  });

  it("one company's choice never changes another company's lookup", async () => {
    const other = (await loginAs(t.app, 'transporte2@trazo.demo')).token;
    const open: TLookupPrivacy = {
      ...DEFAULT_LOOKUP_PRIVACY,
      telefonos: 'completo',
      documentos: 'completo',
      direcciones: 'siempre',
    };
    expect((await save(open, other)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: URL, ...withCookie(company) })).json()).toEqual({
      data: DEFAULT_LOOKUP_PRIVACY,
    });
    for (const r of nonEmpty((await byManifest()).data)) expect(r.direcciones_visibles).toBe(false);
  });
});
