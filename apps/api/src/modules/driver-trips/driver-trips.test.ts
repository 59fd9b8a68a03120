import { randomUUID } from 'node:crypto';
import {
  haversineMeters,
  MSG,
  type TDriverDeliveryResponse,
  type TDriverEventResponse,
  type TDriverInspectionResponse,
  type TDriverPhotoResponse,
  type TDriverRejectionReasonsResponse,
  type TDriverTrip,
  type TDriverTripListResponse,
  type TErrorResponse,
  type TInspectionFixResponse,
  type TMovementDetail,
  type TSearchCustomerDocumentResponse,
} from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistItems, customers, massConfiguredEvents, movementEvents, movements } from '../../db/schema';
import { demoPhoto, PHOTO_SCENES } from '../../db/seed/demo-files';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { assignDriver, createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// The drivers' trips API (issue 10 items 3–8) through app.inject against a real database: isolation,
// the photo protocol, INICIAR VIAJE's preconditions, the frozen plan, idempotent resends, deliveries and
// what the company and the public lookup then see.

type Headers = { authorization: string };
const DESTINATION = { lat: 4.6, lon: -74.08 };
const photoBytes = (variant: number) => demoPhoto(PHOTO_SCENES[0] as (typeof PHOTO_SCENES)[number], variant);

describe('drivers: trips and records', () => {
  let t: TestApp;
  let companyA: number;
  let a1: DriverWithSession;
  let a2: DriverWithSession;
  let b1: DriverWithSession;
  let companyToken: string;
  const ids: Record<string, number> = {};
  let critical: number;
  let items: number[];
  let lastInspection: object = {};

  const upload = (headers: Headers, clientId: string, bytes: Buffer = photoBytes(1), type = 'image/png') => {
    const form = new FormData();
    form.append('clientId', clientId);
    form.append('foto', new Blob([bytes], { type }), 'foto.png');
    return t.app.inject({ method: 'POST', url: '/api/conductor/fotos', headers, payload: form });
  };
  const newPhoto = async (headers: Headers, variant = 1) => {
    const clientId = randomUUID();
    const res = await upload(headers, clientId, photoBytes(variant));
    expect(res.statusCode).toBe(201);
    return clientId;
  };
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/conductor/${url}`, headers, payload });
  const at = (minutes = 0) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
  const trip = async (headers: Headers, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/conductor/viajes/${id}`, headers });
  const detail = async (movementId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/movimientos/${movementId}`,
      ...withCookie(companyToken),
    });
    expect(res.statusCode).toBe(200);
    return res.json<TMovementDetail>();
  };
  const inspection = async (headers: Headers, movementId: number, criticalRate = 4) => {
    const signaturePhotoId = await newPhoto(headers, 9);
    const photo = await newPhoto(headers, 8);
    const body = {
      clientId: randomUUID(),
      movementId,
      inspectedAt: at(),
      items: items.map((id) => ({
        checklistItemId: id,
        rate: id === critical ? criticalRate : 5,
        photos: id === critical ? [photo] : [],
      })),
      observation: 'Todo en orden',
      signaturePhotoId,
      clauseAccepted: true,
    };
    lastInspection = body;
    return post('inspecciones', headers, body);
  };

  beforeAll(async () => {
    t = await createTestApp();
    companyA = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    const companyB = await customerIdOf(t.app.db, DEMO_NIT.transporte2);
    // A plan and a checklist of our own, so the rules under test are the ones written here.
    await t.app.db.delete(massConfiguredEvents).where(eq(massConfiguredEvents.customerId, companyA));
    const rule = { customerId: companyA, timeMinutes: 0 };
    await t.app.db.insert(massConfiguredEvents).values([
      { ...rule, eventId: 5, sequence: 1, photoNumbers: 1, photoRequired: 0, confirmation: false },
      { ...rule, eventId: 6, sequence: 2, photoNumbers: 2, photoRequired: 1, confirmation: false },
      { ...rule, eventId: 7, sequence: 3, photoNumbers: 0, photoRequired: 0, confirmation: true },
      { ...rule, eventId: 11, sequence: 4, photoNumbers: 3, photoRequired: 1, confirmation: true },
    ]);
    await t.app.db.delete(checklistItems).where(eq(checklistItems.customerId, companyA));
    const item = { customerId: companyA, description: 'Revisar', numberImages: 0, requiredImages: 0 };
    const rows = await t.app.db
      .insert(checklistItems)
      .values([
        {
          ...item,
          category: 'Frenos y dirección',
          title: 'Frenos',
          isCritical: true,
          numberImages: 2,
          requiredImages: 1,
        },
        { ...item, category: 'Luces', title: 'Luces delanteras', isCritical: false },
        { ...item, category: 'Documentos', title: 'SOAT vigente', isCritical: false },
      ])
      .returning({ id: checklistItems.id, critical: checklistItems.isCritical });
    items = rows.map((r) => r.id);
    critical = rows.find((r) => r.critical)?.id as number;

    const { key, token } = await createKey(t.app);
    companyToken = token;
    const base = sampleMovement('DT-1');
    const remesa = base.remesas[0] as (typeof base.remesas)[number];
    const day = t.clock.now().toISOString().slice(0, 10);
    const batch = [
      {
        ...base,
        fecha_despacho: `${day} 06:00`,
        remesas: [
          {
            ...remesa,
            remesa_numero: 'DT-1-1',
            destino_coordenadas: { latitud: DESTINATION.lat, longitud: DESTINATION.lon },
          },
          { ...remesa, remesa_numero: 'DT-1-2', documento_cliente: 'PED-DT-1B' },
        ],
      },
      sampleMovement('DT-2', { fecha_despacho: `${day} 07:00` }),
      sampleMovement('DT-3', {
        fecha_despacho: `${day} 08:00`,
        vehiculo: { placa: 'XYZ789', marca: 'Kenworth', modelo: '2019', serie: 'S9' },
      }),
    ];
    const res = await postBatch(t.app, key.llave, batch);
    expect(res.statusCode).toBe(200);
    const { key: keyB } = await createKey(t.app, 'transporte2@trazo.demo');
    expect((await postBatch(t.app, keyB.llave, [sampleMovement('DT-B')])).statusCode).toBe(200);
    for (const row of await t.app.db
      .select({ id: movements.id, m: movements.manifiestoNumero })
      .from(movements)) {
      if (row.m.startsWith('DT-')) ids[row.m] = row.id;
    }
    a1 = await createDriverWithSession(t.app, { customerId: companyA });
    a2 = await createDriverWithSession(t.app, { customerId: companyA });
    b1 = await createDriverWithSession(t.app, { customerId: companyB });
    await assignDriver(t.app, ids['DT-1'] as number, a1.driverId);
    await assignDriver(t.app, ids['DT-3'] as number, a1.driverId);
    await assignDriver(t.app, ids['DT-2'] as number, a2.driverId);
    await assignDriver(t.app, ids['DT-B'] as number, b1.driverId);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it("lists only the driver's own trips of their company, with consignments and the live plan", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/conductor/viajes', headers: a1.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json<TDriverTripListResponse>();
    expect(list.viajes.map((v) => v.manifiestoNumero).sort()).toEqual(['DT-1', 'DT-3']);
    const dt1 = list.viajes.find((v) => v.manifiestoNumero === 'DT-1') as TDriverTrip;
    expect(dt1.remesas.map((r) => r.remesaNumero)).toEqual(['DT-1-1', 'DT-1-2']);
    expect(dt1.remesas[0]?.destino).toEqual(DESTINATION);
    expect(dt1.remesas[0]?.destinatario.telefono).toBe('3001234567');
    expect(dt1.remesas[0]?.plan.frozen).toBe(false);
    expect(dt1.remesas[0]?.plan.events.map((e) => e.id_events)).toEqual([5, 6, 7, 11]);
    expect(dt1.inspeccion).toMatchObject({ done: false, blocked: false });
    expect(dt1.startedAt).toBeNull();

    for (const [driver, movement] of [
      [a1, 'DT-2'],
      [a1, 'DT-B'],
      [b1, 'DT-1'],
      [a2, 'DT-1'],
    ] as const) {
      expect((await trip(driver.headers, ids[movement] as number)).statusCode).toBe(404);
    }
    // Writing into another driver's trip, or another company's, is as if it did not exist.
    expect((await inspection(b1.headers, ids['DT-1'] as number)).statusCode).toBe(404);
    const foreign = await post('eventos', a2.headers, {
      clientId: randomUUID(),
      movementId: ids['DT-1'],
      eventId: 5,
      occurredAt: at(),
      geoDenied: true,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<TErrorResponse>().message).toBe(MSG.tripNotFound);
    // A portal session is not a device session.
    const portal = await t.app.inject({
      method: 'GET',
      url: '/api/conductor/viajes',
      ...withCookie(companyToken),
    });
    expect(portal.statusCode).toBe(401);
  });

  it('photos: sniffed, capped, idempotent by clientId; a record whose photos have not arrived is a 425', async () => {
    const clientId = randomUUID();
    const first = await upload(a1.headers, clientId);
    expect(first.statusCode).toBe(201);
    const again = await upload(a1.headers, clientId, photoBytes(2));
    expect(again.statusCode).toBe(200);
    expect(again.json<TDriverPhotoResponse>()).toEqual(first.json<TDriverPhotoResponse>());
    // Another driver of the same company cannot take that clientId.
    expect((await upload(a2.headers, clientId)).statusCode).toBe(409);

    const text = await upload(
      a1.headers,
      randomUUID(),
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/png',
    );
    expect(text.statusCode).toBe(422);
    expect(text.json<TErrorResponse>().message).toBe(MSG.tripPhotoNotImage);
    const huge = Buffer.concat([photoBytes(3), Buffer.alloc(5 * 1024 * 1024)]);
    const big = await upload(a1.headers, randomUUID(), huge);
    expect(big.statusCode).toBe(413);
    expect(big.json<TErrorResponse>().message).toBe(MSG.tripPhotoTooLarge);
    const badId = await upload(a1.headers, 'not-a-uuid');
    expect(badId.statusCode).toBe(422);

    const missing = randomUUID();
    const pending = await post('eventos', a1.headers, {
      clientId: randomUUID(),
      movementId: ids['DT-1'],
      eventId: 5,
      occurredAt: at(),
      geoDenied: true,
      photos: [missing],
    });
    expect(pending.statusCode).toBe(425);
    expect(pending.json<TErrorResponse>().errors?.fotosPendientes).toEqual([missing]);
  });

  it('INICIAR VIAJE needs the inspection of the day; the inspection is once per vehicle per day and idempotent', async () => {
    const start = {
      clientId: randomUUID(),
      movementId: ids['DT-1'],
      eventId: 5,
      occurredAt: at(),
      geoDenied: true,
    };
    const early = await post('eventos', a1.headers, start);
    expect(early.statusCode).toBe(428);
    expect(early.json<TErrorResponse>().message).toBe(MSG.tripInspectionRequired);
    // Other events before the start are refused too.
    const beforeStart = await post('eventos', a1.headers, { ...start, clientId: randomUUID(), eventId: 6 });
    expect(beforeStart.statusCode).toBe(422); // no consignment named: refused before anything else

    const incomplete = await post('inspecciones', a1.headers, {
      clientId: randomUUID(),
      movementId: ids['DT-1'],
      inspectedAt: at(),
      items: [{ checklistItemId: items[1], rate: 5 }],
      signaturePhotoId: await newPhoto(a1.headers),
      clauseAccepted: true,
    });
    expect(incomplete.statusCode).toBe(422);

    const done = await inspection(a1.headers, ids['DT-1'] as number);
    expect(done.statusCode).toBe(201);
    const stored = done.json<TDriverInspectionResponse>();
    expect(stored).toMatchObject({ blocked: false, failedCritical: [], vehiculoPlaca: 'ABC123' });
    const resend = await post('inspecciones', a1.headers, lastInspection);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual(stored);
    // A second inspection of the same vehicle the same day by the same driver (DT-2 has the same
    // vehicle; another driver makes their own: inspection-per-driver.test.ts).
    const second = await inspection(a1.headers, ids['DT-1'] as number);
    expect(second.statusCode).toBe(409);
    expect(second.json<TErrorResponse>().message).toBe(MSG.inspectionAlreadyToday);

    const started = await post('eventos', a1.headers, start);
    expect(started.statusCode).toBe(201);
    const event = started.json<TDriverEventResponse>();
    expect(event).toMatchObject({
      eventId: 5,
      event: 'INICIAR VIAJE',
      geoDenied: true,
      movementState: 'en_ruta',
    });
    const resent = await post('eventos', a1.headers, start);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(event);
    const rows = await t.app.db
      .select({ id: movementEvents.id })
      .from(movementEvents)
      .where(and(eq(movementEvents.movementId, ids['DT-1'] as number), eq(movementEvents.eventTypeId, 5)));
    expect(rows).toHaveLength(1);
    const twice = await post('eventos', a1.headers, { ...start, clientId: randomUUID() });
    expect(twice.statusCode).toBe(409);
  });

  it('freezes the plan at the start: a later configuration edit changes nothing for this trip', async () => {
    await t.app.db
      .update(massConfiguredEvents)
      .set({ photoRequired: 2, photoNumbers: 2 })
      .where(and(eq(massConfiguredEvents.customerId, companyA), eq(massConfiguredEvents.eventId, 6)));
    await t.app.db
      .delete(massConfiguredEvents)
      .where(and(eq(massConfiguredEvents.customerId, companyA), eq(massConfiguredEvents.eventId, 7)));
    const view = (await trip(a1.headers, ids['DT-1'] as number)).json<TDriverTrip>();
    const plan = view.remesas[1]?.plan;
    expect(plan?.frozen).toBe(true);
    expect(plan?.events.map((e) => [e.id_events, e.photo_required])).toEqual([
      [5, 0],
      [6, 1],
      [7, 0],
      [11, 1],
    ]);
    // The server applies the frozen rule: one photo is enough for 6, as when the trip started.
    const consignmentId = view.remesas[1]?.id;
    const six = await post('eventos', a1.headers, {
      clientId: randomUUID(),
      movementId: ids['DT-1'],
      consignmentId,
      eventId: 6,
      occurredAt: at(1),
      position: { lat: 4.7, lon: -74.1 },
      photos: [await newPhoto(a1.headers)],
    });
    expect(six.statusCode).toBe(201);
    expect(six.json<TDriverEventResponse>().photos).toHaveLength(1);
    // A live plan (DT-3, not started) already has the edit.
    const live = (await trip(a1.headers, ids['DT-3'] as number)).json<TDriverTrip>();
    expect(live.remesas[0]?.plan.events.map((e) => e.id_events)).toEqual([5, 6, 11]);
  });

  it('enforces the plan: photos, confirmation, membership, order and once per consignment', async () => {
    const view = (await trip(a1.headers, ids['DT-1'] as number)).json<TDriverTrip>();
    const consignmentId = view.remesas[0]?.id;
    const event = (eventId: number, extra: object = {}) =>
      post('eventos', a1.headers, {
        clientId: randomUUID(),
        movementId: ids['DT-1'],
        consignmentId,
        eventId,
        occurredAt: at(2),
        geoDenied: true,
        ...extra,
      });
    const tooFew = await event(6);
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json<TErrorResponse>().message).toBe(MSG.tripPhotosTooFew);
    const three = [await newPhoto(a1.headers), await newPhoto(a1.headers), await newPhoto(a1.headers)];
    const tooMany = await event(6, { photos: three });
    expect(tooMany.json<TErrorResponse>().message).toBe(MSG.tripPhotosTooMany);
    expect((await event(8)).json<TErrorResponse>().message).toBe(MSG.tripEventNotInPlan);
    expect((await event(11)).json<TErrorResponse>().message).toBe(MSG.tripEventUseDelivery);
    // The plan's order (issue 22 item 6): 7 waits for 6.
    const skip = await event(7, { confirmed: true });
    expect(skip.statusCode).toBe(409);
    expect(skip.json<TErrorResponse>().message).toBe(`${MSG.tripEventPreviousMissing} LLEGADA A DESCARGUE.`);
    expect((await event(6, { photos: [await newPhoto(a1.headers)] })).statusCode).toBe(201);
    expect((await event(7)).json<TErrorResponse>().message).toBe(MSG.tripConfirmationRequired);
    expect((await event(7, { confirmed: true })).statusCode).toBe(201);
    expect((await event(7, { confirmed: true })).json<TErrorResponse>().message).toBe(
      MSG.tripEventAlreadyRecorded,
    );
    // A photo belongs to one record.
    const used = (await trip(a1.headers, ids['DT-1'] as number)).json<TDriverTrip>();
    expect(used.remesas[0]?.recorded.map((r) => r.eventId)).toEqual([5, 6, 7]);
  });

  it('delivers with proof: distance to the destination, cumplidos, rejection reasons, idempotent resends', async () => {
    t.clock.advance(60 * 60_000);
    const view = (await trip(a1.headers, ids['DT-1'] as number)).json<TDriverTrip>();
    const [first, second] = view.remesas;
    // 0.01° of latitude north of the destination: 1,112 m (haversine, mean Earth radius).
    const position = { lat: DESTINATION.lat + 0.01, lon: DESTINATION.lon };
    expect(haversineMeters(position, DESTINATION)).toBe(1112);
    const delivered = {
      clientId: randomUUID(),
      tipo: 11,
      movementId: ids['DT-1'],
      consignmentId: first?.id,
      occurredAt: at(-3),
      position,
      receiverName: 'Ana Rojas',
      receiverDocument: '52123456',
      signaturePhotoId: await newPhoto(a1.headers, 4),
      documentPhotos: [await newPhoto(a1.headers, 5)],
    };
    const res = await post('entregas', a1.headers, delivered);
    expect(res.statusCode, res.body).toBe(201);
    const proof = res.json<TDriverDeliveryResponse>();
    expect(proof).toMatchObject({
      distanceMeters: 1112,
      far: true,
      cumplidos: 2,
      consignmentState: 'entregada',
    });
    const resend = await post('entregas', a1.headers, delivered);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual(proof);
    const again = await post('entregas', a1.headers, {
      ...delivered,
      clientId: randomUUID(),
      documentPhotos: [await newPhoto(a1.headers)],
      signaturePhotoId: await newPhoto(a1.headers),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<TErrorResponse>().message).toBe(MSG.tripConsignmentClosed);

    const reasons = await t.app.inject({
      method: 'GET',
      url: '/api/conductor/motivos-rechazo',
      headers: a1.headers,
    });
    const reason = reasons.json<TDriverRejectionReasonsResponse>().data[0];
    expect(reason?.nombre).toBeTruthy();
    // The second remesa's last step, before its deliveries.
    const seven = await post('eventos', a1.headers, {
      clientId: randomUUID(),
      movementId: ids['DT-1'],
      consignmentId: second?.id,
      eventId: 7,
      occurredAt: at(-2),
      geoDenied: true,
      confirmed: true,
    });
    expect(seven.statusCode).toBe(201);
    const pendingNote = await post('entregas', a1.headers, {
      clientId: randomUUID(),
      tipo: 10,
      movementId: ids['DT-1'],
      consignmentId: second?.id,
      occurredAt: at(-2),
      geoDenied: true,
      note: 'Cliente pide volver mañana',
    });
    expect(pendingNote.statusCode).toBe(201);
    expect(pendingNote.json<TDriverDeliveryResponse>()).toMatchObject({ distanceMeters: null, far: false });
    const rejected = await post('entregas', a1.headers, {
      clientId: randomUUID(),
      tipo: 12,
      movementId: ids['DT-1'],
      consignmentId: second?.id,
      occurredAt: at(-1),
      geoDenied: true,
      reasonId: reason?.id,
      photos: [await newPhoto(a1.headers, 6)],
    });
    expect(rejected.statusCode).toBe(201);
    expect(rejected.json<TDriverDeliveryResponse>()).toMatchObject({
      consignmentState: 'rechazada',
      movementState: 'con_novedad',
    });

    // The company sees the timeline, the cumplidos and the distance flag in the movement detail.
    const seen = await detail(ids['DT-1'] as number);
    expect(seen.estado.code).toBe('con_novedad');
    const remesa1 = seen.remesas.find((r) => r.remesa_numero === 'DT-1-1');
    expect(remesa1?.estados.data.map((e) => e.id_events)).toEqual([5, 6, 7, 11]);
    expect(remesa1?.cumplidos).toHaveLength(2);
    expect(seen.entregas_conductor.map((e) => [e.remesaNumero, e.tipo, e.distanceMeters, e.far])).toEqual([
      ['DT-1-1', 11, 1112, true],
      ['DT-1-2', 10, null, false],
      ['DT-1-2', 12, null, false],
    ]);
    expect(seen.entregas_conductor[2]?.reason).toBe(reason?.nombre);

    // And anyone sees the driver's events and photos in the public lookup.
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/search_customer_document',
      payload: { nit_customer: DEMO_NIT.transporte, documento_cliente: 'PED-DT-1B', tipo_campo: true },
    });
    expect(lookup.statusCode).toBe(200);
    const record = lookup.json<TSearchCustomerDocumentResponse>().data[0];
    expect(record?.estados.data.map((e) => e.id_events)).toEqual([5, 6, 7, 10, 12]);
    expect(record?.estados.data.find((e) => e.id_events === 12)?.image_event).toHaveLength(1);
    expect(record?.estado_entrega.code).toBe('rechazada');
  });

  it('a critical item rated Malo blocks the start until the company records the fix', async () => {
    const movementId = ids['DT-3'] as number;
    const res = await inspection(a1.headers, movementId, 2);
    expect(res.statusCode).toBe(201);
    const stored = res.json<TDriverInspectionResponse>();
    expect(stored.blocked).toBe(true);
    expect(stored.failedCritical).toEqual([{ checklistItemId: critical, title: 'Frenos', rate: 2 }]);
    const status = (await trip(a1.headers, movementId)).json<TDriverTrip>().inspeccion;
    expect(status).toMatchObject({ done: true, blocked: true, inspectionId: stored.id });

    const start = { clientId: randomUUID(), movementId, eventId: 5, occurredAt: at(), geoDenied: true };
    const blocked = await post('eventos', a1.headers, start);
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json<TErrorResponse>().message).toBe(MSG.tripBlockedByInspection);

    const alerts = (await detail(movementId)).alertas_inspeccion;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ id: stored.id, fixedAt: null, vehiculoPlaca: 'XYZ789' });
    // Another company cannot fix it; the company can, once.
    const other = await loginAs(t.app, 'transporte2@trazo.demo');
    const fixUrl = `/api/movimientos/inspecciones/${stored.id}/correccion`;
    const foreign = await t.app.inject({
      method: 'POST',
      url: fixUrl,
      payload: { nota: 'x' },
      ...withCookie(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const fix = await t.app.inject({
      method: 'POST',
      url: fixUrl,
      payload: { nota: 'Se cambiaron las pastillas de freno' },
      ...withCookie(companyToken),
    });
    expect(fix.statusCode).toBe(200);
    expect(fix.json<TInspectionFixResponse>().alerta).toMatchObject({
      fixNote: 'Se cambiaron las pastillas de freno',
    });
    expect(fix.json<TInspectionFixResponse>().alerta.fixedAt).not.toBeNull();
    const twice = await t.app.inject({
      method: 'POST',
      url: fixUrl,
      payload: { nota: 'otra' },
      ...withCookie(companyToken),
    });
    expect(twice.statusCode).toBe(409);

    const allowed = await post('eventos', a1.headers, start);
    expect(allowed.statusCode).toBe(201);
    expect((await detail(movementId)).alertas_inspeccion[0]?.fixedAt).not.toBeNull();
  });

  it('the company edits its rejection reasons (role 5), and drivers see only the active ones', async () => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/configuracion/motivos-rechazo${url}`,
        payload,
        ...withCookie(companyToken),
      });
    expect((await call('POST', '', { nombre: 'Vehículo no pudo ingresar' })).statusCode).toBe(201);
    expect((await call('POST', '', { nombre: 'Vehículo no pudo ingresar' })).statusCode).toBe(409);
    const list = (await call('GET', '')).json<{ data: { id: number; nombre: string; activo: boolean }[] }>()
      .data;
    const added = list.find((r) => r.nombre === 'Vehículo no pudo ingresar');
    expect(added?.activo).toBe(true);
    expect(
      (await call('PUT', `/${added?.id}`, { nombre: 'Vehículo no pudo ingresar', activo: false })).statusCode,
    ).toBe(200);
    const driverList = await t.app.inject({
      method: 'GET',
      url: '/api/conductor/motivos-rechazo',
      headers: a1.headers,
    });
    expect(driverList.json<TDriverRejectionReasonsResponse>().data.map((r) => r.nombre)).not.toContain(
      'Vehículo no pudo ingresar',
    );
    expect(driverList.json<TDriverRejectionReasonsResponse>().data.length).toBeGreaterThan(3);
    // Another company's reason id is unknown here.
    const other = await loginAs(t.app, 'transporte2@trazo.demo');
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/configuracion/motivos-rechazo/${added?.id}`,
      payload: { nombre: 'x' },
      ...withCookie(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const [company] = await t.app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, companyA));
    expect(company?.id).toBe(companyA);
  });

  it('one inspection clientId sent for two vehicles at once: one is stored, the other answers it (issue 23 item 4)', async () => {
    const { key } = await createKey(t.app);
    const day = t.clock.now().toISOString().slice(0, 10);
    const vehicle = (placa: string) => ({ placa, marca: 'Hino', modelo: '2022', serie: placa });
    const batch = [
      sampleMovement('DT-P1', { fecha_despacho: `${day} 09:00`, vehiculo: vehicle('PAR001') }),
      sampleMovement('DT-P2', { fecha_despacho: `${day} 09:30`, vehiculo: vehicle('PAR002') }),
    ];
    expect((await postBatch(t.app, key.llave, batch)).statusCode).toBe(200);
    const trips = await t.app.db
      .select({ id: movements.id, m: movements.manifiestoNumero })
      .from(movements)
      .where(and(eq(movements.customerId, companyA)));
    const tripIds = ['DT-P1', 'DT-P2'].map((m) => trips.find((r) => r.m === m)?.id as number);
    for (const id of tripIds) await assignDriver(t.app, id, a2.driverId);
    const clientId = randomUUID();
    const bodies = await Promise.all(
      tripIds.map(async (movementId) => ({
        clientId,
        movementId,
        inspectedAt: at(),
        items: await Promise.all(
          items.map(async (id) => ({
            checklistItemId: id,
            rate: 5,
            photos: id === critical ? [await newPhoto(a2.headers, 7)] : [],
          })),
        ),
        observation: 'Dos vehículos, un clientId',
        signaturePhotoId: await newPhoto(a2.headers, 6),
        clauseAccepted: true,
      })),
    );
    const answers = await Promise.all(bodies.map((body) => post('inspecciones', a2.headers, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
  });
});
