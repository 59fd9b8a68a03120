import {
  MSG,
  type TDriverService,
  type TDriverServiceList,
  type TService,
  type TServiceDetail,
  type TServiceResources,
} from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import {
  contractForm,
  costCentreForm,
  ESPECIALES_DEMO,
  operatorSession,
  placeForm,
  staffForm,
} from '../especiales/especiales-test-helpers';

// The special service on the road in the drivers' app (issue 24 item 6): only the crew sees it, with its
// FUEC; start, route points and finish follow the portal's state rules; a resend answers the stored record.

let t: TestApp;
let op: Awaited<ReturnType<typeof operatorSession>>;
let demo: DriverWithSession;
let other: DriverWithSession;
const ref = { contractId: 0, centreId: 0, placeIds: [] as number[], staffIds: [] as number[] };
const PATH = '/especiales/solicitudes';
let resources: TServiceResources;

beforeAll(async () => {
  t = await createTestApp();
  op = await operatorSession(t, ESPECIALES_DEMO, 'especiales@trazo.demo');
  const created = async (path: string, form: object) => {
    const response = await op.call('POST', path, form);
    if (response.statusCode !== 201) throw new Error(`${path}: ${response.body}`);
    return response.json<{ id: number }>().id;
  };
  ref.contractId = await created('/especiales/contratos', contractForm({ objeto: 'Ruta de pruebas app' }));
  ref.centreId = await created('/especiales/centros-costos', costCentreForm({ code: 'APP-T1' }));
  for (const name of ['App Norte', 'App Centro', 'App Sur']) {
    ref.placeIds.push(await created('/especiales/origenes-destinos', placeForm({ name })));
  }
  for (const doc of ['92000001', '92000002']) {
    ref.staffIds.push(await created('/especiales/funcionarios', staffForm({ documentNumber: doc })));
  }
  resources = (await op.call('GET', `${PATH}/recursos`)).json<TServiceResources>();
  demo = await createDriverWithSession(t.app, { customerId: op.customerId, documento: '2020202020' });
  other = await createDriverWithSession(t.app, { customerId: op.customerId, documento: '1030303030' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

const plate = (p: string) => resources.vehicles.find((v) => v.plate === p)?.id as number;

/** A service on `date` with a stop and the two funcionarios, programmed with `vehiclePlate` and the demo driver. */
async function programmed(date: string, vehiclePlate: string): Promise<TService> {
  const filed = await op.call('POST', PATH, {
    date,
    startTime: '10:00',
    durationMinutes: 90,
    contractId: ref.contractId,
    originId: ref.placeIds[0],
    destinationId: ref.placeIds[2],
    stopIds: [ref.placeIds[1]],
    passengerIds: ref.staffIds,
    passengerCount: null,
    costCentreId: ref.centreId,
    vehicleClass: 'buseta',
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const id = filed.json<TService>().id;
  const done = await op.call('POST', `${PATH}/${id}/programar`, {
    vehicleId: plate(vehiclePlate),
    driverIds: [demo.driverId],
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json<TService>();
}

const get = (driver: DriverWithSession, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: driver.headers });
const record = (driver: DriverWithSession, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/conductor/servicios/registros',
    headers: driver.headers,
    payload: { occurredAt: t.clock.now().toISOString(), ...body },
  });
const uuid = () => crypto.randomUUID();

describe('especial services in the drivers’ app', () => {
  it('lists the service only to its crew, with points, passengers and its FUEC (QR to the public page)', async () => {
    const service = await programmed('2026-03-05', 'WES102');
    const issued = await op.call('POST', '/especiales/fuec', {
      contractId: ref.contractId,
      vehicleId: plate('WES102'),
      driverIds: [demo.driverId],
      startDate: '2026-03-05',
      endDate: '2026-03-05',
      route: 'App Norte – App Sur',
      serviceId: service.id,
    });
    // A later FUEC of the same contract, vehicle and day for no service does not replace the service's own.
    const later = await op.call('POST', '/especiales/fuec', {
      contractId: ref.contractId,
      vehicleId: plate('WES102'),
      driverIds: [demo.driverId],
      startDate: '2026-03-05',
      endDate: '2026-03-05',
      route: 'Otra ruta',
    });
    expect(later.statusCode, later.body).toBe(201);
    const foreign = await op.call('POST', '/especiales/fuec', {
      contractId: ref.contractId,
      vehicleId: plate('WES102'),
      driverIds: [demo.driverId],
      startDate: '2026-03-05',
      endDate: '2026-03-05',
      route: 'Otra ruta',
      serviceId: 999_999,
    });
    expect(foreign.statusCode).toBe(404);
    expect(issued.statusCode, issued.body).toBe(201);

    const list = (await get(demo, '/conductor/servicios')).json<TDriverServiceList>();
    const mine = list.servicios.find((s) => s.id === service.id) as TDriverService;
    expect(mine).toMatchObject({
      state: 'programada',
      contract: { clientName: 'Banco de Bogotá S.A.' },
      passengerCount: 2,
      vehicle: { plate: 'WES102' },
    });
    expect(mine.points.map((p) => [p.kind, p.name, p.doneAt])).toEqual([
      ['origen', 'App Norte', null],
      ['parada', 'App Centro', null],
      ['destino', 'App Sur', null],
    ]);
    expect(mine.passengers).toHaveLength(2);
    expect(mine.fuec?.number).toBe(issued.json().number);
    expect(mine.fuec?.vehicle.placa).toBe('WES102');
    expect(mine.fuec?.drivers[0]?.documento).toBe('2020202020');
    expect(mine.fuec?.verifyUrl).toMatch(new RegExp(`/fuec/${issued.json().token}$`));
    expect(mine.fuec?.qrSvg).toMatch(/^<svg/);

    const pdf = await get(demo, `/conductor/servicios/${service.id}/fuec`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Another driver of the same operator: not in the list, 404 on reading and on recording.
    const theirs = (await get(other, '/conductor/servicios')).json<TDriverServiceList>();
    expect(theirs.servicios.some((s) => s.id === service.id)).toBe(false);
    const read = await get(other, `/conductor/servicios/${service.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(MSG.drvSvcNotFound);
    expect((await get(other, `/conductor/servicios/${service.id}/fuec`)).statusCode).toBe(404);
    const start = await record(other, { clientId: uuid(), serviceId: service.id, kind: 'iniciar' });
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe(MSG.drvSvcNotFound);
  });

  it('starts, marks points with who boarded and finishes; illegal moves get the portal’s 409; resends answer 200', async () => {
    const service = await programmed('2026-03-06', 'WES103');
    const [first, second] = ref.staffIds as [number, number];
    // Nothing before the start.
    const early = await record(demo, { clientId: uuid(), serviceId: service.id, kind: 'punto', point: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MSG.drvSvcNotStarted);
    const finishEarly = await record(demo, { clientId: uuid(), serviceId: service.id, kind: 'finalizar' });
    expect(finishEarly.statusCode).toBe(409);
    expect(finishEarly.json().message).toBe('No se puede pasar un servicio de Programada a Finalizada.');

    const startId = uuid();
    const started = await record(demo, { clientId: startId, serviceId: service.id, kind: 'iniciar' });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ clientId: startId, kind: 'iniciar', state: 'en_curso' });
    const resent = await record(demo, { clientId: startId, serviceId: service.id, kind: 'iniciar' });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(started.json());
    const twice = await record(demo, { clientId: uuid(), serviceId: service.id, kind: 'iniciar' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('No se puede pasar un servicio de En curso a En curso.');
    // The id belongs to the start: another kind with it is refused, not mistaken for a resend.
    const reused = await record(demo, { clientId: startId, serviceId: service.id, kind: 'finalizar' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(MSG.drvSvcClientIdTaken);

    // The pick-up: one boarded, one did not show.
    const pickUp = await record(demo, {
      clientId: uuid(),
      serviceId: service.id,
      kind: 'punto',
      point: 0,
      boarded: [first],
      noShow: [second],
    });
    expect(pickUp.statusCode, pickUp.body).toBe(201);
    const again = await record(demo, { clientId: uuid(), serviceId: service.id, kind: 'punto', point: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.drvSvcPointDone);
    const outside = await record(demo, { clientId: uuid(), serviceId: service.id, kind: 'punto', point: 3 });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(MSG.drvSvcPointInvalid);
    const stranger = await record(demo, {
      clientId: uuid(),
      serviceId: service.id,
      kind: 'punto',
      point: 1,
      boarded: [999_999],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe(MSG.drvSvcPassengersInvalid);

    // The same record sent twice at once (a retry racing the first send): one is stored, both succeed.
    const stopId = uuid();
    const both = await Promise.all([
      record(demo, { clientId: stopId, serviceId: service.id, kind: 'punto', point: 1, boarded: [second] }),
      record(demo, { clientId: stopId, serviceId: service.id, kind: 'punto', point: 1, boarded: [second] }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    // Two different records of one point at once: exactly one wins.
    const race = await Promise.all([
      record(demo, { clientId: uuid(), serviceId: service.id, kind: 'punto', point: 2 }),
      record(demo, { clientId: uuid(), serviceId: service.id, kind: 'punto', point: 2 }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const listed = (await get(demo, `/conductor/servicios/${service.id}`)).json<TDriverService>();
    expect(listed.state).toBe('en_curso');
    expect(listed.points.map((p) => p.doneAt !== null)).toEqual([true, true, true]);
    expect(listed.points[0]).toMatchObject({ boarded: [first], noShow: [second] });

    const finishId = uuid();
    const finished = await record(demo, { clientId: finishId, serviceId: service.id, kind: 'finalizar' });
    expect(finished.statusCode, finished.body).toBe(201);
    expect(finished.json().state).toBe('finalizada');
    // Finished: out of the app's list; a late resend of the finish still answers the stored record.
    expect((await get(demo, `/conductor/servicios/${service.id}`)).statusCode).toBe(404);
    const lateResend = await record(demo, { clientId: finishId, serviceId: service.id, kind: 'finalizar' });
    expect(lateResend.statusCode).toBe(200);

    // The portal's detail: finalizada, the road's progress and who did each step.
    const detail = (await op.call('GET', `${PATH}/${service.id}`)).json<TServiceDetail>();
    expect(detail.state).toBe('finalizada');
    expect(detail.road).toMatchObject({ pointsDone: 3, boarded: 2 });
    expect(detail.road.points[0]).toMatchObject({
      name: 'App Norte',
      boarded: 1,
      noShow: 1,
      driver: 'Conductor Especiales Demo',
    });
    const steps = detail.changes.map((c) => [c.fromState, c.toState]);
    expect(steps.slice(2)).toEqual([
      ['programada', 'en_curso'],
      ['en_curso', 'en_curso'],
      ['en_curso', 'en_curso'],
      ['en_curso', 'en_curso'],
      ['en_curso', 'finalizada'],
    ]);
    expect(detail.changes[2]?.user).toBe('Conductor Especiales Demo (app de conductores)');
    expect(detail.changes[3]?.detail).toBe('Punto 1 (App Norte) registrado: 1 a bordo, 1 no se presentó');
  });

  it('follows the dispatcher: a service cancelled while the driver was offline refuses the start with 409', async () => {
    const service = await programmed('2026-03-07', 'WES104');
    const cancelled = await op.call('POST', `${PATH}/${service.id}/estado`, {
      to: 'cancelada',
      reason: 'El cliente canceló',
    });
    expect(cancelled.statusCode).toBe(200);
    const start = await record(demo, { clientId: uuid(), serviceId: service.id, kind: 'iniciar' });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe('No se puede pasar un servicio de Cancelada a En curso.');
  });

  it('refuses hostile bodies with clear 422s', async () => {
    const bad = await record(demo, { clientId: 'nope', serviceId: 1, kind: 'iniciar' });
    expect(bad.statusCode).toBe(422);
    const noPoint = await record(demo, { clientId: uuid(), serviceId: 1, kind: 'punto' });
    expect(noPoint.statusCode).toBe(422);
    const kind = await record(demo, { clientId: uuid(), serviceId: 1, kind: 'borrar' });
    expect(kind.statusCode).toBe(422);
    const dup = await record(demo, {
      clientId: uuid(),
      serviceId: 1,
      kind: 'punto',
      point: 0,
      boarded: [5],
      noShow: [5],
    });
    expect(dup.statusCode).toBe(422);
  });
});
