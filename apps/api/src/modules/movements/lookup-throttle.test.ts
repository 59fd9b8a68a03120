import { MOVEMENT_LIMITS, MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

describe('Public lookup rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ movements: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  const lookup = (ip: string, nit = '900123456', documento = 'NADA') =>
    t.app.inject({
      method: 'POST',
      url: '/api/search_customer_document',
      remoteAddress: ip,
      payload: { nit_customer: nit, documento_cliente: documento, tipo_campo: false },
    });
  /** As if many addresses had already missed this NIT `n` times this minute (each below its own limit). */
  const missesFromElsewhere = async (nit: string, n: number) => {
    for (let i = 0; i < n; i++) await t.app.rateLimiter.hit(`lookup:nit:${nit}`, 60_000);
  };

  it('answers 429 in Spanish after 30 lookups a minute from one address, and recovers', async () => {
    for (let i = 0; i < MOVEMENT_LIMITS.lookupPerAddressPerMinute; i++)
      expect((await lookup('10.1.1.1')).statusCode).toBe(404);
    const limited = await lookup('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MSG.lookupTooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The per-address limit holds for right numbers too: one address cannot walk the manifests.
    expect((await lookup('10.1.1.1', '900123456', '100001')).statusCode).toBe(429);
    expect((await lookup('10.1.1.2')).statusCode).toBe(404);
    t.clock.advance(61_000);
    expect((await lookup('10.1.1.1')).statusCode).toBe(404);
  });

  it('limits the misses on one NIT across many addresses, identically for unknown NITs', async () => {
    t.clock.advance(61_000);
    for (const nit of ['900123456', '801555666']) {
      await missesFromElsewhere(nit, MOVEMENT_LIMITS.lookupMissesPerNitPerMinute - 3);
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await lookup(`10.2.${nit.length}.${i}`, nit);
        answers.push(`${res.statusCode} ${res.body}`);
      }
      const miss = `404 ${JSON.stringify({ message: MSG.lookupNothingFound })}`;
      const full = `429 ${JSON.stringify({ message: MSG.lookupTooManyRequests })}`;
      expect(answers).toEqual([miss, miss, miss, full, full]);
    }
    // Another company's misses have their own counter.
    expect((await lookup('10.2.0.9', '901777888')).statusCode).toBe(404);
  });

  it('never refuses a right manifest number because strangers used up the company-wide limit', async () => {
    t.clock.advance(61_000);
    // The probe: 630 misses from 21 addresses, 30 each, within one minute.
    for (let a = 0; a < 21; a++) await missesFromElsewhere('900123456', 30);
    expect((await lookup('10.4.0.1')).statusCode).toBe(429);
    const customer = await lookup('10.4.0.2', '900123456', '100001');
    expect(customer.statusCode).toBe(200);
    expect(customer.json().data.length).toBeGreaterThan(0);
    // A hit does not count against the company-wide limit.
    t.clock.advance(61_000);
    for (let i = 0; i < 5; i++)
      expect((await lookup('10.4.1.1', '900123456', '100001')).statusCode).toBe(200);
    expect((await t.app.rateLimiter.peek('lookup:nit:900123456')).count).toBe(0);
  });

  it('limits img_public per address', async () => {
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/img_public',
        remoteAddress: '10.3.3.3',
        payload: { imagenes: ['00000000-0000-4000-8000-000000000000'], nombre_campo_img: 'image_event' },
      });
    for (let i = 0; i < MOVEMENT_LIMITS.imagesPerAddressPerMinute; i++) await call();
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MSG.lookupTooManyRequests });
  });
});
