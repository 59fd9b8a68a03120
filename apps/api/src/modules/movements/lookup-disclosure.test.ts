import {
  DEFAULT_LOOKUP_PRIVACY,
  type TLookupPrivacy,
  type TMovementDetail,
  type TSearchCustomerDocumentResponse,
} from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

// Issue 22 item 12: the public lookup names the company (and shows its logo), and the company chooses
// whether the declared value, the receiver's signature images and exact positions are public; by
// default the declared value and the signatures are not.

describe('Public lookup: the company, the declared value, signatures and positions', () => {
  let t: TestApp;
  let company: string;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    company = (await loginAs(t.app, 'transporte@trazo.demo')).token;
    // A receiver's signature as the drivers' app files it (record-delivery.ts), on manifest 100001.
    await t.app.db.execute(sql`
      insert into delivery_documents (movement_id, consignment_id, customer_id, descripcion, referencia,
        file_id, nombre, created_at, updated_at)
      select d.movement_id, d.consignment_id, d.customer_id, 'Firma de quien recibe', 'APP-999-FIRMA',
        d.file_id, 'Firma de quien recibe.png', now(), now()
      from delivery_documents d join movements m on m.id = d.movement_id
      where m.manifiesto_numero = '100001' limit 1`);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  const lookup = async () => {
    ip += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search_customer_document',
      remoteAddress: `10.60.0.${ip}`,
      payload: { nit_customer: '900123456', documento_cliente: '100001', tipo_campo: false },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<TSearchCustomerDocumentResponse>();
    expect(answer.data_total.length).toBeGreaterThan(0);
    return answer;
  };
  const save = async (privacy: Partial<TLookupPrivacy>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/consulta-publica/privacidad',
      payload: { ...DEFAULT_LOOKUP_PRIVACY, ...privacy },
      ...withCookie(company),
    });
    expect(res.statusCode).toBe(200);
  };
  const truth = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/movimientos/manifiesto/100001',
      ...withCookie(company),
    });
    return new Map(res.json<TMovementDetail>().remesas.map((r) => [r.id, r]));
  };
  const references = (answer: TSearchCustomerDocumentResponse) =>
    answer.data_total.flatMap((r) => r.cumplidos.map((c) => c.referencia));

  it('names the company and shows only its stored logo', async () => {
    const [row] = await queryRows<{ razon_social: string }>(
      t.app.db,
      sql`select razon_social from customers where nit = '900123456'`,
    );
    const [file] = await queryRows<{ id: string }>(t.app.db, sql`select id from stored_files limit 1`);
    await t.app.db.execute(sql`update customers set logo_url = '/api/logos/demo.png', logo_file_id = ${file?.id}
      where nit = '900123456'`);
    expect((await lookup()).empresa).toEqual({ nombre: row?.razon_social, logo_url: '/api/logos/demo.png' });
    // A logo_url that is not a file we store may point anywhere: the public page does not load it.
    await t.app.db.execute(sql`update customers set logo_url = 'https://example.com/x.png', logo_file_id = null
      where nit = '900123456'`);
    expect((await lookup()).empresa).toEqual({ nombre: row?.razon_social, logo_url: null });
  });

  it('by default withholds the declared value and the signature images, keeps the other cumplidos', async () => {
    const answer = await lookup();
    for (const r of answer.data_total) expect(r.valor_declarado).toBeNull();
    const refs = references(answer);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs).not.toContain('APP-999-FIRMA');
    // The company itself sees both.
    const real = await truth();
    expect(real.size).toBeGreaterThan(0);
    expect([...real.values()].every((r) => typeof r.valor_declarado === 'number')).toBe(true);
    expect([...real.values()].flatMap((r) => r.cumplidos.map((c) => c.referencia))).toContain(
      'APP-999-FIRMA',
    );
  });

  it('shows them when the company chooses so', async () => {
    await save({ valor_declarado: 'visible', firmas: 'visible' });
    const answer = await lookup();
    const real = await truth();
    for (const r of answer.data_total) expect(r.valor_declarado).toBe(real.get(r.id)?.valor_declarado);
    expect(references(answer)).toContain('APP-999-FIRMA');
    await save({});
  });

  it('rounds the event positions to two decimals when the company chooses approximate ones', async () => {
    const exact = (await lookup()).data_total.flatMap((r) => r.estados.data);
    const placed = exact.filter((e) => e.latitude !== null && e.longitude !== null);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.some((e) => Math.round((e.latitude ?? 0) * 100) / 100 !== e.latitude)).toBe(true);
    await save({ posiciones: 'aproximadas' });
    const rounded = (await lookup()).data_total.flatMap((r) => r.estados.data);
    expect(rounded.map((e) => e.id)).toEqual(exact.map((e) => e.id));
    for (const [i, e] of rounded.entries()) {
      const before = exact[i];
      expect(e.latitude).toBe(before?.latitude == null ? null : Math.round(before.latitude * 100) / 100);
      expect(e.longitude).toBe(before?.longitude == null ? null : Math.round(before.longitude * 100) / 100);
    }
    await save({});
  });

  it('a choice saved before these fields keeps its own fields and takes the new defaults', async () => {
    await t.app.db.execute(sql`update customers
      set lookup_privacy = '{"telefonos":"completo","documentos":"completo","direcciones":"siempre"}'::jsonb
      where nit = '900123456'`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/consulta-publica/privacidad',
      ...withCookie(company),
    });
    expect(res.json()).toEqual({
      data: {
        ...DEFAULT_LOOKUP_PRIVACY,
        telefonos: 'completo',
        documentos: 'completo',
        direcciones: 'siempre',
      },
    });
    const answer = await lookup();
    for (const r of answer.data_total) {
      expect(r.direcciones_visibles).toBe(true);
      expect(r.valor_declarado).toBeNull();
    }
  });

  it('refuses an invalid new choice in Spanish and changes nothing', async () => {
    await save({});
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/consulta-publica/privacidad',
      payload: { ...DEFAULT_LOOKUP_PRIVACY, firmas: 'todas' },
      ...withCookie(company),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('La opción de privacidad no es válida.');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/consulta-publica/privacidad',
      ...withCookie(company),
    });
    expect(res.json()).toEqual({ data: DEFAULT_LOOKUP_PRIVACY });
  });
});
