import type { TMovementDetail, TMovementListResponse, TSearchCustomerDocumentResponse } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, eventForm } from '../integration/integration-test-helpers';

// Demo manifest 100125: RM-100125-1 was rejected (then a cumplido was filed), RM-100125-2 delivered
// later. The rejection must read the same in the list, the detail and the public lookup (issue 14).

describe('Delivery state of demo manifest 100125 everywhere', () => {
  let t: TestApp;
  let company: string;
  let key: string;
  const get = <T>(url: string) =>
    t.app.inject({ method: 'GET', url, ...withCookie(company) }).then((r) => r.json<T>());
  const lookup = () =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/search_customer_document',
        payload: { nit_customer: '900123456', documento_cliente: '100125', tipo_campo: false },
        remoteAddress: '10.9.9.9',
      })
      .then((r) => r.json<TSearchCustomerDocumentResponse>());

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    company = (await loginAs(t.app, 'transporte@trazo.demo')).token;
    key = (await createKey(t.app)).key.llave;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('reads RM-100125-1 as rejected in the list, the detail and the lookup', async () => {
    const list = await get<TMovementListResponse>('/api/movimientos?manifiesto=100125');
    expect(list.data.map((m) => m.manifiesto_numero)).toEqual(['100125']);
    expect(list.data[0]?.estado.code).toBe('con_novedad');
    expect(list.data[0]?.remesas_rechazadas).toBe(1);

    const detail = await get<TMovementDetail>('/api/movimientos/manifiesto/100125');
    expect(detail.estado.code).toBe('con_novedad');
    const states = Object.fromEntries(detail.remesas.map((r) => [r.remesa_numero, r.estado_entrega]));
    expect(states).toEqual({
      'RM-100125-1': { code: 'rechazada', label: 'Entrega rechazada' },
      'RM-100125-2': { code: 'entregada', label: 'Entregada' },
    });
    // The cumplido filed after the rejection is there, and does not turn it into a delivery.
    expect(detail.remesas.find((r) => r.remesa_numero === 'RM-100125-1')?.cumplidos.length).toBe(1);

    const found = await lookup();
    const lookupStates = Object.fromEntries(
      found.data_total.map((r) => [r.remesa_numero, r.estado_entrega.code]),
    );
    expect(lookupStates).toEqual({ 'RM-100125-1': 'rechazada', 'RM-100125-2': 'entregada' });

    const rejected = await get<TMovementListResponse>('/api/movimientos?estado=con_novedad&per_page=100');
    expect(rejected.data.map((m) => m.manifiesto_numero)).toContain('100125');
  });

  it('a later ENTREGA EXITOSA makes it delivered everywhere, and a later rejection undoes it', async () => {
    const post = (id_events: string, fecha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/integracion/movimientos/100125/eventos',
        headers: { 'x-api-key': key },
        payload: eventForm({ remesa: 'RM-100125-1', id_events, fecha }),
      });
    expect((await post('11', '2026-02-09T10:00:00-05:00')).statusCode).toBe(201);
    const list = await get<TMovementListResponse>('/api/movimientos?manifiesto=100125');
    expect(list.data[0]).toMatchObject({ estado: { code: 'entregado' }, remesas_rechazadas: 0 });
    const detail = await get<TMovementDetail>('/api/movimientos/manifiesto/100125');
    expect(detail.remesas.map((r) => r.estado_entrega.code)).toEqual(['entregada', 'entregada']);
    expect((await lookup()).data_total.map((r) => r.estado_entrega.code)).toEqual(['entregada', 'entregada']);

    expect((await post('12', '2026-02-09T11:00:00-05:00')).statusCode).toBe(201);
    const again = await get<TMovementListResponse>('/api/movimientos?manifiesto=100125');
    expect(again.data[0]).toMatchObject({ estado: { code: 'con_novedad' }, remesas_rechazadas: 1 });
    const lookupAgain = await lookup();
    expect(lookupAgain.data_total.find((r) => r.remesa_numero === 'RM-100125-1')?.estado_entrega.code).toBe(
      'rechazada',
    );
  });
});
