import type { TGlobalSearchResponse } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// ADR 0023, third pass: the search sorts a group's candidates before it looks up their latest movement,
// so the five shown are the first by name or plate among every match — not the first five of whichever
// 50 drivers the table happened to return (a name shared by more than 50 drivers of a company).

describe('global search order', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createKey(t.app, 'transporte2@trazo.demo');
    token = company.token;
    // 55 drivers 'Zoila Lote' written first, then 'Abel Lote': the first by name is the last stored.
    const names = [
      ...Array.from({ length: 55 }, (_, i) => `Zoila Lote ${String(i).padStart(2, '0')}`),
      'Abel Lote',
    ];
    const batch = names.map((nombre, i) =>
      sampleMovement(`L-${i}`, {
        vehiculo: { placa: `LTA${String(i).padStart(3, '0')}` },
        conductor: { documento: String(7_770_000 + i), nombre },
      }),
    );
    const res = await postBatch(t.app, company.key.llave, batch);
    expect(res.statusCode, res.body).toBe(200);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  const titles = async (q: string, group: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/busqueda?q=${encodeURIComponent(q)}`,
      ...withCookie(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<TGlobalSearchResponse>()
      .grupos.find((g) => g.code === group)
      ?.data.map((h) => h.titulo);
  };

  it('shows the first drivers by name among all that match, however many', async () => {
    expect(await titles('lote', 'conductores')).toEqual([
      'Abel Lote',
      'Zoila Lote 00',
      'Zoila Lote 01',
      'Zoila Lote 02',
      'Zoila Lote 03',
    ]);
  });

  it('shows the first plates of a prefix in order, the exact one first', async () => {
    expect(await titles('lta00', 'placas')).toEqual(['LTA000', 'LTA001', 'LTA002', 'LTA003', 'LTA004']);
    expect(await titles('lta05', 'placas')).toEqual(['LTA050', 'LTA051', 'LTA052', 'LTA053', 'LTA054']);
    expect(await titles('lta055', 'placas')).toEqual(['LTA055']);
  });
});
