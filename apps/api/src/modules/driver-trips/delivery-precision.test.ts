import { randomUUID } from 'node:crypto';
import type { TDriverDeliveryResponse, TMovementDetail } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { massConfiguredEvents, movements } from '../../db/schema';
import { demoPhoto, PHOTO_SCENES } from '../../db/seed/demo-files';
import { storedFileName } from '../../lib/stored-file-name';
import { withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { assignDriver, createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, eventForm, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 22 item 13: a municipality's centre flagged every delivery "lejos del destino"; only a
// street-level destination may. And the driver's cumplidos were listed and downloaded as "<uuid>.jpg".

const CENTRE = { latitud: 6.2442, longitud: -75.5812 };
// 0.02° north of the point: 2,224 m, beyond the 'lejos' distance.
const FAR = { lat: CENTRE.latitud + 0.02, lon: CENTRE.longitud };

describe('deliveries: the destination’s precision and the cumplidos’ names', () => {
  let t: TestApp;
  let driver: DriverWithSession;
  let companyToken: string;
  const ids: Record<string, number> = {};

  const photo = async (variant: number) => {
    const clientId = randomUUID();
    const form = new FormData();
    form.append('clientId', clientId);
    const bytes = demoPhoto(PHOTO_SCENES[0] as (typeof PHOTO_SCENES)[number], variant);
    form.append('foto', new Blob([bytes], { type: 'image/png' }), 'IMG_0001.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conductor/fotos',
      headers: driver.headers,
      payload: form,
    });
    expect(res.statusCode).toBe(201);
    return clientId;
  };
  const deliver = async (manifest: string) => {
    const trip = await t.app.inject({
      method: 'GET',
      url: `/api/conductor/viajes/${ids[manifest]}`,
      headers: driver.headers,
    });
    const consignmentId = trip.json<{ remesas: { id: number }[] }>().remesas[0]?.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conductor/entregas',
      headers: driver.headers,
      payload: {
        clientId: randomUUID(),
        tipo: 11,
        movementId: ids[manifest],
        consignmentId,
        occurredAt: t.clock.now().toISOString(),
        position: FAR,
        receiverName: 'Ana Rojas',
        receiverDocument: '52123456',
        signaturePhotoId: await photo(1),
        documentPhotos: [await photo(2)],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TDriverDeliveryResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const companyA = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    // The simplest plan: start, then deliver.
    await t.app.db.delete(massConfiguredEvents).where(eq(massConfiguredEvents.customerId, companyA));
    const rule = {
      customerId: companyA,
      timeMinutes: 0,
      photoNumbers: 0,
      photoRequired: 0,
      confirmation: false,
    };
    await t.app.db.insert(massConfiguredEvents).values([
      { ...rule, eventId: 5, sequence: 1 },
      { ...rule, eventId: 11, sequence: 2, photoNumbers: 3 },
    ]);
    const { key, token } = await createKey(t.app);
    companyToken = token;
    const day = t.clock.now().toISOString().slice(0, 10);
    const withPoint = (manifest: string, precision?: 'ciudad' | 'direccion') => {
      const base = sampleMovement(manifest, { fecha_despacho: `${day} 06:00` });
      const remesa = base.remesas[0] as (typeof base.remesas)[number];
      return { ...base, remesas: [{ ...remesa, destino_coordenadas: { ...CENTRE, precision } }] };
    };
    const batch = await postBatch(t.app, key.llave, [
      withPoint('PR-CIUDAD', 'ciudad'),
      withPoint('PR-CALLE', 'direccion'),
      withPoint('PR-SIN'),
    ]);
    expect(batch.statusCode, batch.body).toBe(200);
    driver = await createDriverWithSession(t.app, { customerId: companyA });
    for (const row of await t.app.db
      .select({ id: movements.id, m: movements.manifiestoNumero })
      .from(movements)) {
      if (!row.m.startsWith('PR-')) continue;
      ids[row.m] = row.id;
      await assignDriver(t.app, row.id, driver.driverId);
      // The trip's start, recorded by the ERP (the inspection flow is driver-trips.test.ts's).
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/v1/integracion/movimientos/${row.m}/eventos`,
        headers: { 'x-api-key': key.llave },
        payload: eventForm({
          id_events: '5',
          fecha: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
        }),
      });
      expect(started.statusCode, started.body).toBe(201);
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('a city-centre destination measures the distance but never flags it', async () => {
    expect(await deliver('PR-CIUDAD')).toMatchObject({ distanceMeters: 2224, far: false });
  });

  it('a street-level destination (said, or by default) flags a far delivery', async () => {
    expect(await deliver('PR-CALLE')).toMatchObject({ distanceMeters: 2224, far: true });
    expect(await deliver('PR-SIN')).toMatchObject({ distanceMeters: 2224, far: true });
  });

  it('refuses an unknown precision with a Spanish 422', async () => {
    const { key } = await createKey(t.app, 'transporte@trazo.demo', 'ERP 2');
    const base = sampleMovement('PR-MALO');
    const remesa = base.remesas[0] as (typeof base.remesas)[number];
    const res = await postBatch(t.app, key.llave, [
      { ...base, remesas: [{ ...remesa, destino_coordenadas: { ...CENTRE, precision: 'barrio' } }] },
    ]);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('precisión de las coordenadas');
  });

  it('names the driver’s cumplidos for what they are, in the list and in the downloaded file', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/movimientos/${ids['PR-CIUDAD']}`,
      ...withCookie(companyToken),
    });
    const cumplidos = res.json<TMovementDetail>().remesas[0]?.cumplidos ?? [];
    // Photos are re-encoded to JPEG on arrival (issue 23 item 1): the extension is the stored type's.
    expect(cumplidos.map((c) => c.nombre).sort()).toEqual([
      'Documento firmado de entrega (1 de 1) PR-CIUDAD-1.jpg',
      'Firma de quien recibe PR-CIUDAD-1.jpg',
    ]);
    for (const c of cumplidos) {
      const file = await t.app.inject({
        method: 'GET',
        url: new URL(c.ruta_digital, 'http://x').pathname + new URL(c.ruta_digital, 'http://x').search,
      });
      expect(file.statusCode).toBe(200);
      // Served under the same name reduced to safe characters (issue 23 item 9: no uploader's name).
      const served = storedFileName(c.nombre.replace(/\.[^.]*$/, ''), 'image/jpeg');
      expect(served).toMatch(
        /^(Documento-firmado-de-entrega-1-de-1|Firma-de-quien-recibe)-PR-CIUDAD-1\.jpg$/,
      );
      expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(served);
    }
  });
});
