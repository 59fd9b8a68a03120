import { MOVEMENT_LIMITS, MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

describe('Public lookup rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  const lookup = (ip: string, nit = '900123456') =>
    t.app.inject({
      method: 'POST',
      url: '/api/search_customer_document',
      remoteAddress: ip,
      payload: { nit_customer: nit, documento_cliente: 'NADA', tipo_campo: false },
    });

  it('answers 429 in Spanish after 30 lookups a minute from one address, and recovers', async () => {
    for (let i = 0; i < MOVEMENT_LIMITS.lookupPerAddressPerMinute; i++)
      expect((await lookup('10.1.1.1')).statusCode).toBe(404);
    const limited = await lookup('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MSG.lookupTooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup('10.1.1.2')).statusCode).toBe(404);
    t.clock.advance(61_000);
    expect((await lookup('10.1.1.1')).statusCode).toBe(404);
  });

  it('limits one NIT across many addresses', async () => {
    t.clock.advance(61_000);
    // As if many addresses had already asked about this NIT this minute (each below its own limit).
    for (let i = 0; i < MOVEMENT_LIMITS.lookupPerNitPerMinute - 3; i++) {
      await t.app.rateLimiter.hit('lookup:nit:901777888', 60_000);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await lookup(`10.2.0.${i}`, '901777888')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    expect((await lookup('10.2.0.9', '900123456')).statusCode).toBe(404);
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
    expect((await call()).statusCode).toBe(429);
  });
});
