import { MOVEMENT_LIMITS, MSG } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

// Issue 23 item 6: four addresses × 30 parallel lookups of manifests 100036–100155 were all answered,
// with declared values, products, plates, positions and signed cumplido links. Lookups that find
// something now count too: per address and per company, over ten minutes (ADR 0010 amendment).

const PER_ADDRESS = MOVEMENT_LIMITS.lookupHitsPerAddressPer10Minutes;
const PER_COMPANY = MOVEMENT_LIMITS.lookupHitsPerNitPer10Minutes;

describe('Public lookup: a walk of manifest numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ movements: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  const lookup = (ip: string, manifest: string | number, nit = '900123456') =>
    t.app.inject({
      method: 'POST',
      url: '/api/search_customer_document',
      remoteAddress: ip,
      payload: { nit_customer: nit, documento_cliente: String(manifest), tipo_campo: false },
    });

  it('4 addresses × 30 parallel lookups of consecutive manifests: each address reads at most its share', async () => {
    const addresses = ['10.70.0.1', '10.70.0.2', '10.70.0.3', '10.70.0.4'];
    const answers = await Promise.all(
      addresses.flatMap((ip, a) =>
        Array.from({ length: 30 }, (_, i) => lookup(ip, 100036 + a * 30 + i).then((res) => ({ ip, res }))),
      ),
    );
    for (const ip of addresses) {
      const mine = answers.filter((x) => x.ip === ip).map((x) => x.res);
      const found = mine.filter((r) => r.statusCode === 200);
      const refused = mine.filter((r) => r.statusCode === 429);
      expect(found).toHaveLength(PER_ADDRESS);
      expect(refused).toHaveLength(30 - PER_ADDRESS);
      expect(found.every((r) => r.json().data_total.length > 0)).toBe(true);
      for (const r of refused) {
        expect(r.json()).toEqual({ message: MSG.lookupTooManyFound });
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(60);
      }
    }
    // The same address keeps being refused for right numbers; a miss still reads as a miss.
    expect((await lookup('10.70.0.1', 100001)).statusCode).toBe(429);
    expect((await lookup('10.70.0.5', 'NO-EXISTE')).statusCode).toBe(404);
    // Ten minutes later the address reads again.
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await lookup('10.70.0.1', 100001)).statusCode).toBe(200);
  });

  it('many addresses together read at most the company-wide share; other companies are not affected', async () => {
    t.clock.advance(10 * 60_000 + 1_000);
    // As if many addresses had already read this company's manifests (each below its own limit).
    for (let i = 0; i < PER_COMPANY - 3; i++)
      await t.app.rateLimiter.hit('lookup:hit:nit:900123456', 600_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => lookup(`10.71.0.${i + 1}`, 100040 + i)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const [theirs] = await queryRows<{ m: string }>(
      t.app.db,
      sql`select m.manifiesto_numero as m from movements m join customers cu on cu.id = m.customer_id
        where cu.nit = '901777888' limit 1`,
    );
    expect((await lookup('10.71.1.1', theirs?.m ?? '', '901777888')).statusCode).toBe(200);
  });
});
