import { randomUUID } from 'node:crypto';
import {
  MSG,
  type TDriverEventResponse,
  type TDriverTrip,
  type TErrorResponse,
  type TMovementDetail,
  type TSearchCustomerDocumentResponse,
} from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistItems, massConfiguredEvents, movementEvents, movements } from '../../db/schema';
import { demoPhoto, PHOTO_SCENES } from '../../db/seed/demo-files';
import { withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { assignDriver, createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { orderEvents } from '../configuration/save-events';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 22 items 6 and 10 on the server: the plan's order (no step before an earlier one is recorded, no
// delivery before every step), one loading event for every remesa loaded at the same place, and the
// driver's note on an event (the company's timeline shows it; the public lookup does not).

describe('drivers: event order, loading place, notes', () => {
  let t: TestApp;
  let driver: DriverWithSession;
  let companyToken: string;
  let movementId: number;
  let trip: TDriverTrip;
  const remesa = (n: string) => trip.remesas.find((r) => r.remesaNumero === `PL-1-${n}`)?.id as number;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/conductor/${url}`, headers: driver.headers, payload });
  const event = (consignment: string, eventId: number, extra: object = {}) =>
    post('eventos', {
      clientId: randomUUID(),
      movementId,
      consignmentId: remesa(consignment),
      eventId,
      occurredAt: t.clock.now().toISOString(),
      geoDenied: true,
      ...extra,
    });
  const eventsOf = async (eventId: number) =>
    (
      await t.app.db
        .select({ consignmentId: movementEvents.consignmentId, note: movementEvents.note })
        .from(movementEvents)
        .where(and(eq(movementEvents.movementId, movementId), eq(movementEvents.eventTypeId, eventId)))
    ).sort((a, b) => (a.consignmentId ?? 0) - (b.consignmentId ?? 0));

  beforeAll(async () => {
    t = await createTestApp();
    const company = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    await t.app.db.delete(massConfiguredEvents).where(eq(massConfiguredEvents.customerId, company));
    const rule = { customerId: company, timeMinutes: 0, photoNumbers: 1, photoRequired: 0 };
    await t.app.db.insert(massConfiguredEvents).values(
      // An old plan with the delivery in the middle: the order still puts it last.
      [5, 2, 3, 11, 4, 6].map((eventId, i) => ({ ...rule, eventId, sequence: i + 1 })),
    );
    await t.app.db.delete(checklistItems).where(eq(checklistItems.customerId, company));
    await t.app.db.insert(checklistItems).values({
      customerId: company,
      category: 'Luces',
      title: 'Luces',
      description: 'Revisar',
      isCritical: false,
      numberImages: 0,
      requiredImages: 0,
    });
    const { key, token } = await createKey(t.app);
    companyToken = token;
    const base = sampleMovement('PL-1', {
      fecha_despacho: `${t.clock.now().toISOString().slice(0, 10)} 06:00`,
    });
    const first = base.remesas[0] as (typeof base.remesas)[number];
    // 1 and 2 are loaded at the same plant (written differently); 3 elsewhere.
    const elsewhere = { ...first.remitente, direccion: 'Km 5 vía Paipa' };
    const same = { ...first.remitente, direccion: 'CL 1 #2-3', zona: 'tunja (boyaca)' };
    base.remesas = [
      { ...first, remesa_numero: 'PL-1-1' },
      { ...first, remesa_numero: 'PL-1-2', remitente: same, documento_cliente: 'PED-PL-1B' },
      { ...first, remesa_numero: 'PL-1-3', remitente: elsewhere, documento_cliente: 'PED-PL-1C' },
    ];
    expect((await postBatch(t.app, key.llave, [base])).statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ id: movements.id })
      .from(movements)
      .where(eq(movements.manifiestoNumero, 'PL-1'));
    movementId = row?.id as number;
    driver = await createDriverWithSession(t.app, { customerId: company });
    await assignDriver(t.app, movementId, driver.driverId);
    trip = (
      await t.app.inject({
        method: 'GET',
        url: `/api/conductor/viajes/${movementId}`,
        headers: driver.headers,
      })
    ).json<TDriverTrip>();
    // The inspection of the day, then the start.
    const photo = new FormData();
    const signature = randomUUID();
    photo.append('clientId', signature);
    photo.append('foto', new Blob([demoPhoto(PHOTO_SCENES[0] as (typeof PHOTO_SCENES)[number], 9)]), 'f.png');
    await t.app.inject({
      method: 'POST',
      url: '/api/conductor/fotos',
      headers: driver.headers,
      payload: photo,
    });
    const item = await t.app.db
      .select({ id: checklistItems.id })
      .from(checklistItems)
      .where(eq(checklistItems.customerId, company));
    const inspected = await post('inspecciones', {
      clientId: randomUUID(),
      movementId,
      inspectedAt: t.clock.now().toISOString(),
      items: item.map((i) => ({ checklistItemId: i.id, rate: 5 })),
      signaturePhotoId: signature,
      clauseAccepted: true,
    });
    expect(inspected.statusCode, inspected.body).toBe(201);
    const started = await post('eventos', {
      clientId: randomUUID(),
      movementId,
      eventId: 5,
      occurredAt: t.clock.now().toISOString(),
      geoDenied: true,
    });
    expect(started.statusCode, started.body).toBe(201);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('the configuration keeps INICIAR VIAJE first and the deliveries last, whatever their sequence', () => {
    const input = (id: number, sequence: number) => ({
      id_events: id,
      sequence,
      photo_numbers: 0,
      photo_required: 0,
      time: 0,
      confirmation: false,
    });
    const ordered = orderEvents([input(11, 1), input(3, 4), input(5, 9), input(12, 2), input(2, 3)]);
    expect(ordered.map((e) => [e.eventId, e.sequence])).toEqual([
      [5, 1],
      [2, 2],
      [3, 3],
      [11, 4],
      [12, 5],
    ]);
  });

  it('refuses a step before the earlier ones, and a delivery before every step, changing nothing', async () => {
    const early = await event('3', 4);
    expect(early.statusCode).toBe(409);
    expect(early.json<TErrorResponse>().message).toBe(
      `${MSG.tripEventPreviousMissing} LLEGADA A CARGUE, INICIO DE CARGUE.`,
    );
    const delivery = await post('entregas', {
      clientId: randomUUID(),
      tipo: 10,
      movementId,
      consignmentId: remesa('3'),
      occurredAt: t.clock.now().toISOString(),
      geoDenied: true,
      note: 'Cliente ausente',
    });
    expect(delivery.statusCode).toBe(409);
    expect(delivery.json<TErrorResponse>().message).toContain('FIN DE CARGUE, LLEGADA A DESCARGUE');
    expect(await eventsOf(4)).toEqual([]);
    expect(await eventsOf(10)).toEqual([]);
  });

  it('one loading event is recorded for every remesa loaded at the same place, once, with its note', async () => {
    const clientId = randomUUID();
    const body = { clientId, allAtLoadingPlace: true, note: '  Portería 2, muelle 4  ' };
    const res = await event('1', 2, body);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<TDriverEventResponse>();
    expect(stored).toMatchObject({ note: 'Portería 2, muelle 4', alsoConsignmentIds: [remesa('2')] });
    const resend = await event('1', 2, body);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual(stored);
    expect(await eventsOf(2)).toEqual([
      { consignmentId: remesa('1'), note: 'Portería 2, muelle 4' },
      { consignmentId: remesa('2'), note: 'Portería 2, muelle 4' },
    ]);

    // Two sends of the next one at once (the phone's retry racing its first try): one event per remesa.
    const next = { clientId: randomUUID(), allAtLoadingPlace: true };
    const answers = await Promise.all([event('2', 3, next), event('2', 3, next)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect((await eventsOf(3)).map((e) => e.consignmentId)).toEqual([remesa('1'), remesa('2')]);

    // Only loading events go to the whole place.
    const notLoading = await event('1', 6, { allAtLoadingPlace: true });
    expect(notLoading.statusCode).toBe(422);
    expect(notLoading.json<TErrorResponse>().message).toBe(MSG.tripEventNotLoading);
  });

  it('a note too long is refused; the company sees the note, the public lookup does not', async () => {
    const long = await event('3', 2, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(await eventsOf(2)).toHaveLength(2);
    expect((await event('3', 2, { note: 'Báscula dañada, esperamos 40 min' })).statusCode).toBe(201);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/movimientos/${movementId}`,
      ...withCookie(companyToken),
    });
    const third = detail.json<TMovementDetail>().remesas.find((r) => r.remesa_numero === 'PL-1-3');
    expect(third?.estados.data.find((e) => e.id_events === 2)?.note).toBe('Báscula dañada, esperamos 40 min');
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/search_customer_document',
      payload: { nit_customer: DEMO_NIT.transporte, documento_cliente: 'PED-PL-1C', tipo_campo: true },
    });
    const events = lookup.json<TSearchCustomerDocumentResponse>().data[0]?.estados.data ?? [];
    expect(events.map((e) => e.id_events)).toEqual([5, 2]);
    expect(events.some((e) => 'note' in e)).toBe(false);
  });
});
