import { randomUUID } from 'node:crypto';
import {
  MSG,
  type TBlockedTripsResponse,
  type TDriverChecklistResponse,
  type TDriverTrip,
  type TErrorResponse,
  type TMovementListResponse,
  type TPreopPrintResponse,
  type TSearchVehicleResponse,
} from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { checklistItems, movements, users } from '../../db/schema';
import { demoPhoto, PHOTO_SCENES } from '../../db/seed/demo-files';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { assignDriver, createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 22 items 2, 7 and 9: the inspection is the driver's, of the vehicle, for the day, and covers each
// trip it is used for (its PESV report finds it); the declaration is accepted and stored; the company's
// correction reaches the report; a blocked trip shows in the lists and on Inicio until the fix.

type Headers = { authorization: string };
const GENERATOR = { nit: '860001234', nombre: 'Generador Demo' };

describe('inspection per driver and vehicle of the day (issue 22)', () => {
  let t: TestApp;
  let company: number;
  let a: DriverWithSession;
  let b: DriverWithSession;
  let companyToken: string;
  const ids: Record<string, number> = {};
  let items: number[];
  let critical: number;

  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/conductor/${url}`, headers, payload });
  const company$ = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, payload, ...withCookie(companyToken) });
  const at = () => t.clock.now().toISOString();
  const photo = async (headers: Headers, variant: number) => {
    const clientId = randomUUID();
    const form = new FormData();
    form.append('clientId', clientId);
    const bytes = demoPhoto(PHOTO_SCENES[0] as (typeof PHOTO_SCENES)[number], variant);
    form.append('foto', new Blob([bytes], { type: 'image/png' }), 'foto.png');
    const res = await t.app.inject({ method: 'POST', url: '/api/conductor/fotos', headers, payload: form });
    expect(res.statusCode).toBe(201);
    return clientId;
  };
  const inspectionBody = async (headers: Headers, movementId: number, criticalRate = 5) => ({
    clientId: randomUUID(),
    movementId,
    inspectedAt: at(),
    items: items.map((id) => ({ checklistItemId: id, rate: id === critical ? criticalRate : 5 })),
    signaturePhotoId: await photo(headers, 9),
    clauseAccepted: true,
  });
  const trip = async (headers: Headers, id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/conductor/viajes/${id}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<TDriverTrip>();
  };
  const start = (headers: Headers, movementId: number) =>
    post('eventos', headers, {
      clientId: randomUUID(),
      movementId,
      eventId: 5,
      occurredAt: at(),
      geoDenied: true,
    });
  const pesv = (manifest: string, formato?: string) =>
    company$('POST', 'buscar_datos_vehiculo', { tipo_filtro: 0, num_movimiento: manifest, formato });

  beforeAll(async () => {
    t = await createTestApp({ movements: true }); // the generator account's shipper and grant
    company = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    await t.app.db.delete(checklistItems).where(eq(checklistItems.customerId, company));
    const base = { customerId: company, description: 'Revisar', numberImages: 0, requiredImages: 0 };
    const rows = await t.app.db
      .insert(checklistItems)
      .values([
        { ...base, category: 'Frenos y dirección', title: 'Frenos', isCritical: true },
        { ...base, category: 'Luces', title: 'Luces', isCritical: false },
      ])
      .returning({ id: checklistItems.id, critical: checklistItems.isCritical });
    items = rows.map((r) => r.id);
    critical = rows.find((r) => r.critical)?.id as number;

    const { key, token } = await createKey(t.app);
    companyToken = token;
    const day = t.clock.now().toISOString().slice(0, 10);
    const trip = (manifest: string, placa: string, hour: string) => {
      const m = sampleMovement(manifest, {
        fecha_despacho: `${day} ${hour}`,
        vehiculo: { placa, marca: 'Hino', modelo: '2020', serie: 'S1' },
      });
      const remesa = m.remesas[0] as (typeof m.remesas)[number];
      return { ...m, remesas: [{ ...remesa, generador: GENERATOR }] };
    };
    const batch = [
      trip('IP-1', 'IPA101', '06:00'),
      trip('IP-2', 'IPA101', '07:00'),
      trip('IP-3', 'IPA101', '09:00'),
      trip('IP-4', 'IPB202', '06:00'),
      trip('IP-5', 'IPB202', '07:00'),
      trip('IP-6', 'IPC303', '06:00'),
    ];
    expect((await postBatch(t.app, key.llave, batch)).statusCode).toBe(200);
    for (const row of await t.app.db
      .select({ id: movements.id, m: movements.manifiestoNumero })
      .from(movements)) {
      if (row.m.startsWith('IP-')) ids[row.m] = row.id;
    }
    a = await createDriverWithSession(t.app, { customerId: company, nombre: 'Ana Conductora' });
    b = await createDriverWithSession(t.app, { customerId: company, nombre: 'Beto Conductor' });
    for (const m of ['IP-1', 'IP-2', 'IP-4', 'IP-5', 'IP-6'])
      await assignDriver(t.app, ids[m] as number, a.driverId);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('another driver’s inspection does not let a reassigned trip start; the new driver makes their own', async () => {
    const done = await post(
      'inspecciones',
      a.headers,
      await inspectionBody(a.headers, ids['IP-1'] as number),
    );
    expect(done.statusCode, done.body).toBe(201);
    // IP-2 (same vehicle) goes to driver B ('Cambiar conductor'): the app asks B for their own inspection.
    const reassigned = await company$('PUT', `movimientos/${ids['IP-2']}/conductor`, {
      driverId: b.driverId,
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    const status = (await trip(b.headers, ids['IP-2'] as number)).inspeccion;
    expect(status).toMatchObject({ done: false, blocked: false, byOtherDriver: true, inspectionId: null });
    const refused = await start(b.headers, ids['IP-2'] as number);
    expect(refused.statusCode).toBe(428);
    expect(refused.json<TErrorResponse>().message).toBe(MSG.tripInspectionOwnRequired);
    // Its PESV report has no inspection yet (A's was not made for B's trip).
    expect((await pesv('IP-2')).statusCode).toBe(414);

    // B inspects the same vehicle the same day: allowed (it is B's); A cannot make a second one.
    const own = await post('inspecciones', b.headers, await inspectionBody(b.headers, ids['IP-2'] as number));
    expect(own.statusCode, own.body).toBe(201);
    const again = await post(
      'inspecciones',
      a.headers,
      await inspectionBody(a.headers, ids['IP-1'] as number),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<TErrorResponse>().message).toBe(MSG.inspectionAlreadyToday);
    expect((await trip(b.headers, ids['IP-2'] as number)).inspeccion).toMatchObject({ done: true });
    expect((await start(b.headers, ids['IP-2'] as number)).statusCode).toBe(201);

    // Each trip's PESV report finds the inspection of the driver who ran it.
    const print = (await pesv('IP-2', 'imprimir')).json<TPreopPrintResponse>();
    expect(print.inspecciones.map((i) => i.conductor_nombre)).toEqual(['Beto Conductor']);
    const first = (await pesv('IP-1', 'imprimir')).json<TPreopPrintResponse>();
    expect(first.inspecciones.map((i) => i.conductor_nombre)).toEqual(['Ana Conductora']);
  });

  it('one inspection covers every trip of that driver and vehicle that day, also one assigned later', async () => {
    const done = await post(
      'inspecciones',
      a.headers,
      await inspectionBody(a.headers, ids['IP-4'] as number),
    );
    expect(done.statusCode, done.body).toBe(201);
    // IP-5 was already A's on that vehicle: covered at once, before it starts.
    const covered = (await pesv('IP-5')).json<TSearchVehicleResponse>();
    expect(covered.viaje.inspecciones).toBe(1);
    // IP-3 is assigned to A later that day through the movement detail.
    expect((await pesv('IP-3')).statusCode).toBe(414);
    const assigned = await company$('PUT', `movimientos/${ids['IP-3']}/conductor`, { driverId: a.driverId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await pesv('IP-3', 'imprimir')).json<TPreopPrintResponse>().inspecciones).toHaveLength(1);
    // A's inspection of IPA101 is the one that covers IP-3 (IP-3 is on A's first vehicle).
    expect((await pesv('IP-3', 'imprimir')).json<TPreopPrintResponse>().inspecciones[0]?.placa).toBe(
      'IPA101',
    );
    expect((await start(a.headers, ids['IP-5'] as number)).statusCode).toBe(201);
  });

  it('one inspection per driver, vehicle and day under parallel sends', async () => {
    const movementId = ids['IP-6'] as number;
    const bodies = await Promise.all([
      inspectionBody(a.headers, movementId),
      inspectionBody(a.headers, movementId),
    ]);
    const answers = await Promise.all(bodies.map((body) => post('inspecciones', a.headers, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from preop_inspection_trips where movement_id = ${movementId}`,
    );
    expect(row?.n).toBe(1);
  });

  it('the driver accepts the declaration; the server stores its text and refuses an inspection without it', async () => {
    const checklist = await t.app.inject({
      method: 'GET',
      url: '/api/conductor/checklist',
      headers: b.headers,
    });
    expect(checklist.json<TDriverChecklistResponse>().clausula).toBe(MSG.inspectionClause);
    await assignDriver(t.app, ids['IP-6'] as number, b.driverId);
    const body = await inspectionBody(b.headers, ids['IP-6'] as number);
    for (const clauseAccepted of [undefined, false, 'true']) {
      const refused = await post('inspecciones', b.headers, { ...body, clauseAccepted });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<TErrorResponse>().message).toBe(MSG.inspectionClauseRequired);
    }
    const [none] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from preop_inspections where client_id = ${body.clientId}`,
    );
    expect(none?.n).toBe(0);
    expect((await post('inspecciones', b.headers, body)).statusCode).toBe(201);
    const print = (await pesv('IP-6', 'imprimir')).json<TPreopPrintResponse>();
    const ofB = print.inspecciones.find((i) => i.conductor_nombre === 'Beto Conductor');
    expect(ofB?.clausula).toBe(MSG.inspectionClause);
  });

  it('a blocked trip: badge in every list, alert on Inicio, the company’s phone; the fix unblocks it and reaches the report', async () => {
    await t.app.db.update(users).set({ phone: '3012348876' }).where(eq(users.email, 'transporte@trazo.demo'));
    const before = await company$('GET', 'movimientos/bloqueados');
    expect(before.json<TBlockedTripsResponse>().data).toEqual([]);
    // A new trip of driver B on a fresh vehicle, its critical item rated Malo.
    const { key } = await createKey(t.app, 'transporte@trazo.demo');
    const day = t.clock.now().toISOString().slice(0, 10);
    const m = sampleMovement('IP-7', {
      fecha_despacho: `${day} 10:00`,
      vehiculo: { placa: 'IPD404', marca: 'Hino', modelo: '2020', serie: 'S1' },
    });
    const remesa = m.remesas[0] as (typeof m.remesas)[number];
    expect(
      (await postBatch(t.app, key.llave, [{ ...m, remesas: [{ ...remesa, generador: GENERATOR }] }]))
        .statusCode,
    ).toBe(200);
    const [row] = await t.app.db
      .select({ id: movements.id })
      .from(movements)
      .where(eq(movements.manifiestoNumero, 'IP-7'));
    const blockedId = row?.id as number;
    await assignDriver(t.app, blockedId, b.driverId);
    const failed = await post('inspecciones', b.headers, await inspectionBody(b.headers, blockedId, 2));
    expect(failed.statusCode).toBe(201);
    const inspectionId = failed.json<{ id: number }>().id;

    const badge = async (path: string, token = companyToken) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/${path}?manifiesto=IP-&per_page=50`,
        ...withCookie(token),
      });
      expect(res.statusCode).toBe(200);
      const list = res.json<TMovementListResponse>().data;
      return {
        blocked: list.find((i) => i.id === blockedId)?.bloqueado_inspeccion,
        others: list.filter((i) => i.id !== blockedId && i.bloqueado_inspeccion).length,
        size: list.length,
      };
    };
    const generator = await loginAs(t.app, 'generador@trazo.demo');
    for (const [path, token] of [
      ['movimientos', companyToken],
      ['movimientos/pendientes', companyToken],
      ['movimientos', generator.token],
    ] as const) {
      expect(await badge(path, token), path).toMatchObject({ blocked: true, others: 0 });
    }
    const home = (await company$('GET', 'movimientos/bloqueados')).json<TBlockedTripsResponse>().data;
    expect(home).toEqual([
      expect.objectContaining({ id: blockedId, manifiesto_numero: 'IP-7', vehiculo_placa: 'IPD404' }),
    ]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/movimientos/bloqueados',
          ...withCookie(generator.token),
        })
      ).statusCode,
    ).toBe(403);
    const onPhone = await trip(b.headers, blockedId);
    expect(onPhone).toMatchObject({ inspeccion: { blocked: true }, empresaTelefono: '3012348876' });

    const fix = await company$('POST', `movimientos/inspecciones/${inspectionId}/correccion`, {
      nota: 'Pastillas de freno cambiadas',
    });
    expect(fix.statusCode).toBe(200);
    // What the phone's poll reads: unblocked; the lists and Inicio forget it.
    expect((await trip(b.headers, blockedId)).inspeccion.blocked).toBe(false);
    expect(await badge('movimientos')).toMatchObject({ blocked: false });
    expect((await company$('GET', 'movimientos/bloqueados')).json<TBlockedTripsResponse>().data).toEqual([]);

    // The PESV report carries the correction (what, who, when) in every format.
    const print = (await pesv('IP-7', 'imprimir')).json<TPreopPrintResponse>();
    expect(print.inspecciones[0]?.correccion).toMatchObject({ nota: 'Pastillas de freno cambiadas' });
    expect(print.inspecciones[0]?.correccion?.por).not.toBe('');
    expect(print.inspecciones[0]?.correccion?.fecha).toMatch(/\d/);
    const csv = await pesv('IP-7', 'csv');
    expect(csv.statusCode).toBe(200);
    const records = parse(csv.body.replace(/^\uFEFF/, ''), {
      columns: true,
      delimiter: [',', ';'],
    }) as Record<string, string>[];
    expect(records.length).toBeGreaterThan(0);
    expect(
      records.every((r) => r.correccion === 'Pastillas de freno cambiadas' && r.corregido_por !== ''),
    ).toBe(true);
    const pdf = await pesv('IP-7', 'pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain(`${MSG.reportsPdfCorrection}:`);
      expect(text).toContain('Pastillas de freno cambiadas');
    } finally {
      await parser.destroy();
    }
  });
});
