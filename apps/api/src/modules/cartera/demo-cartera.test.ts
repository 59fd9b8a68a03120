import type { TAgingResponse, TInvoicePage } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { getJson } from './cartera-test-helpers';

// Issue 25 §5: a newcomer's first look at Cartera shows a real aging.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ movements: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('demo receivables', () => {
  it('give the demo generator an open balance in every bucket, paid and annulled invoices, billed remesas', async () => {
    const generator = (await loginAs(t.app, 'generador@trazo.demo')).token;
    const aging = await getJson<TAgingResponse>(t.app, '/api/cartera/edades', generator);
    expect(aging.status).toBe(200);
    expect(aging.body.totales).toHaveLength(6);
    for (const total of aging.body.totales) expect(total).toBeGreaterThan(0);
    expect(aging.body.generadores.map((g) => g.generador_nit)).toEqual(['860001234']);

    const all = await getJson<TInvoicePage>(t.app, '/api/cartera/facturas?per_page=100', generator);
    const states = new Set(all.body.data.map((r) => r.estado));
    expect([...states].sort()).toEqual(['abierta', 'anulada', 'pagada', 'vencida']);
    const company = (await loginAs(t.app, 'transporte@trazo.demo')).token;
    const companyAging = await getJson<TAgingResponse>(t.app, '/api/cartera/edades', company);
    expect(companyAging.body.generadores.length).toBe(2);
    const first = all.body.data[0];
    if (!first) throw new Error('no demo invoice');
    const detail = await getJson<{ remesas: unknown[]; pdf: boolean }>(
      t.app,
      `/api/cartera/facturas/${first.id}`,
      generator,
    );
    expect(detail.body.remesas.length).toBeGreaterThan(0);
    // Each demo invoice has its PDF.
    expect(detail.body.pdf).toBe(true);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/cartera/facturas/${first.id}/pdf`,
      ...withCookie(generator),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
