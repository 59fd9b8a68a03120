import {
  MSG,
  type Page,
  type TService,
  type TServiceDetail,
  type TServiceResources,
  type TServiceSummary,
  type TServiceTotals,
} from '@trazo/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverAccess, emailOutbox } from '../../db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import {
  contractForm,
  costCentreForm,
  ESPECIALES_DEMO,
  EVENTOS,
  operatorSession,
  placeForm,
  staffForm,
} from './especiales-test-helpers';

// Service requests (issue 24 items 3, 7, 8): filing, the state machine, overlaps under concurrency, the
// responsible person's e-mails, the history's totals and export, and tenant isolation.

let t: TestApp;
let op: Awaited<ReturnType<typeof operatorSession>>;
let resources: TServiceResources;
const ref = { contractId: 0, centreId: 0, placeIds: [] as number[], staffIds: [] as number[] };
const PATH = '/especiales/solicitudes';
const RESPONSIBLE = 'responsable.pruebas@cliente.co';

beforeAll(async () => {
  t = await createTestApp();
  op = await operatorSession(t, ESPECIALES_DEMO, 'especiales@trazo.demo');
  const created = async (path: string, form: object) => {
    const response = await op.call('POST', path, form);
    if (response.statusCode !== 201) throw new Error(`${path}: ${response.body}`);
    return response.json<{ id: number }>().id;
  };
  ref.contractId = await created(
    '/especiales/contratos',
    contractForm({ objeto: 'Contrato de pruebas', responsibleEmail: RESPONSIBLE }),
  );
  ref.centreId = await created('/especiales/centros-costos', costCentreForm({ code: 'SVC-T1' }));
  for (const name of ['Prueba Norte', 'Prueba Sur', 'Prueba Centro']) {
    ref.placeIds.push(await created('/especiales/origenes-destinos', placeForm({ name })));
  }
  for (const doc of ['91000001', '91000002']) {
    ref.staffIds.push(await created('/especiales/funcionarios', staffForm({ documentNumber: doc })));
  }
  resources = (await op.call('GET', `${PATH}/recursos`)).json<TServiceResources>();
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

const form = (over: object = {}) => ({
  date: '2026-06-10',
  startTime: '10:00',
  durationMinutes: 60,
  contractId: ref.contractId,
  originId: ref.placeIds[0],
  destinationId: ref.placeIds[1],
  stopIds: [ref.placeIds[2]],
  passengerIds: [],
  passengerCount: 4,
  costCentreId: ref.centreId,
  vehicleClass: 'buseta',
  roundTrip: false,
  observations: '',
  ...over,
});
const file = async (over: object = {}) => {
  const response = await op.call('POST', PATH, form(over));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TService>();
};
const vehicle = (plate: string) => resources.vehicles.find((v) => v.plate === plate)?.id as number;
const driver = (i: number) => resources.drivers[i]?.id as number;
const program = (id: number, vehicleId: number, driverIds: number[]) =>
  op.call('POST', `${PATH}/${id}/programar`, { vehicleId, driverIds });
const move = (id: number, to: string, reason = '') => op.call('POST', `${PATH}/${id}/estado`, { to, reason });

describe('especiales services', () => {
  it('seeds the demo operator: six vehicles, three drivers (2020202020 with app access), every state', async () => {
    expect(resources.vehicles.map((v) => v.plate)).toEqual([
      'WES101',
      'WES102',
      'WES103',
      'WES104',
      'WES105',
      'WES106',
    ]);
    expect(resources.drivers).toHaveLength(3);
    const demo = resources.drivers.find((d) => d.document === '2020202020');
    expect(demo?.name).toBe('Conductor Especiales Demo');
    const [access] = await t.app.db
      .select()
      .from(driverAccess)
      .where(eq(driverAccess.driverId, demo?.id ?? 0));
    expect(access?.status).toBe('active');
    for (const state of ['solicitada', 'programada', 'en_curso', 'finalizada', 'cancelada', 'rechazada']) {
      const page = (await op.call('GET', `${PATH}?estado=${state}&per_page=1`)).json<Page<TService>>();
      expect(page.total, state).toBeGreaterThan(0);
    }
    const summary = (await op.call('GET', `${PATH}/resumen`)).json<TServiceSummary>();
    expect(summary.today).toBe('2026-03-02');
    expect(summary.tomorrow).toBe('2026-03-03');
    expect(summary.todayByState).toMatchObject({ en_curso: 1, programada: 1 });
    expect(summary.tomorrowByState).toMatchObject({ programada: 1, solicitada: 1 });
    expect(summary.waiting).toBeGreaterThan(0);
  });

  it('files a request with its stops and passengers, and refuses what is not the operator’s or not in force', async () => {
    const created = await file({ passengerIds: ref.staffIds, passengerCount: null });
    expect(created).toMatchObject({
      state: 'solicitada',
      date: '2026-06-10',
      startTime: '10:00',
      durationMinutes: 60,
      passengerCount: 2,
      stops: [{ id: ref.placeIds[2], name: 'Prueba Centro' }],
      vehicle: null,
    });
    expect(created.passengers).toHaveLength(2);
    const outOfForce = await op.call('POST', PATH, form({ date: '2027-02-01' }));
    expect(outOfForce.statusCode).toBe(422);
    expect(outOfForce.json().errors.contractId).toEqual([MSG.espSvcContractNotInForce]);
    const noPassengers = await op.call('POST', PATH, form({ passengerCount: null }));
    expect(noPassengers.statusCode).toBe(422);
    const badTime = await op.call('POST', PATH, form({ startTime: '25:00' }));
    expect(badTime.json().errors.startTime).toEqual([MSG.espSvcTimeInvalid]);
  });

  it('walks solicitada → programada → en curso → finalizada, refuses illegal moves with 409 and keeps each change', async () => {
    const s = await file({ date: '2026-06-11' });
    const early = await move(s.id, 'finalizada');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('No se puede pasar un servicio de Solicitada a Finalizada.');
    const programmed = await program(s.id, vehicle('WES101'), [driver(0), driver(1)]);
    expect(programmed.statusCode, programmed.body).toBe(200);
    expect(programmed.json<TService>().drivers.map((d) => d.id)).toEqual([driver(0), driver(1)]);
    expect((await op.call('PUT', `${PATH}/${s.id}`, form())).json().message).toBe(MSG.espSvcEditLocked);
    expect((await move(s.id, 'en_curso')).statusCode).toBe(200);
    expect((await move(s.id, 'cancelada', 'tarde')).json().message).toBe(
      'No se puede pasar un servicio de En curso a Cancelada.',
    );
    expect((await move(s.id, 'finalizada')).json<TService>().state).toBe('finalizada');
    expect((await move(s.id, 'en_curso')).statusCode).toBe(409);
    const detail = (await op.call('GET', `${PATH}/${s.id}`)).json<TServiceDetail>();
    expect(detail.changes.map((c) => [c.fromState, c.toState])).toEqual([
      [null, 'solicitada'],
      ['solicitada', 'programada'],
      ['programada', 'en_curso'],
      ['en_curso', 'finalizada'],
    ]);
    expect(detail.changes[1]?.detail).toContain('WES101');
    expect(detail.changes.every((c) => c.user.length > 0)).toBe(true);
    const mails = (await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, RESPONSIBLE))).filter(
      (m) => m.subject.includes(`N.º ${s.id} `),
    );
    expect(mails.map((m) => m.kind)).toEqual(['especial-service-programada', 'especial-service-finalizada']);
    expect(mails[0]?.text).toContain('WES101');
  });

  it('cancels and rejects only with a reason, and mails the cancellation', async () => {
    const a = await file({ date: '2026-06-12' });
    const noReason = await move(a.id, 'cancelada');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([MSG.espSvcReasonRequired]);
    const cancelled = await move(a.id, 'cancelada', 'El cliente suspendió la visita');
    expect(cancelled.json<TService>()).toMatchObject({
      state: 'cancelada',
      reason: 'El cliente suspendió la visita',
    });
    const b = await file({ date: '2026-06-12', startTime: '15:00' });
    expect((await move(b.id, 'rechazada', 'Sin buses disponibles')).json<TService>().state).toBe('rechazada');
    expect((await program(b.id, vehicle('WES102'), [driver(0)])).statusCode).toBe(409);
    const kinds = (await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, RESPONSIBLE)))
      .filter((m) => m.subject.includes(`N.º ${a.id} `) || m.subject.includes(`N.º ${b.id} `))
      .map((m) => m.kind);
    expect(kinds).toEqual(['especial-service-cancelada']);
  });

  it('refuses programming a vehicle whose documents expire before the service ends, naming them', async () => {
    const s = await file({ date: '2026-06-12' });
    const expired = await program(s.id, vehicle('WES106'), [driver(0)]);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toContain('SOAT del vehículo WES106 venció el 18/02/2026.');
    const ending = await program(s.id, vehicle('WES105'), [driver(0)]);
    expect(ending.statusCode).toBe(409);
    expect(ending.json().message).toBe('Revisión técnico-mecánica del vehículo WES105 venció el 20/03/2026.');
    expect((await op.call('GET', `${PATH}/${s.id}`)).json<TService>().state).toBe('solicitada');
    expect((await program(s.id, vehicle('WES101'), [driver(0)])).statusCode).toBe(200);
  });

  it('refuses a vehicle or driver in an overlapping programmed service, naming it; touching ends are fine', async () => {
    const first = await file({ date: '2026-06-15', startTime: '10:00', durationMinutes: 60 });
    expect((await program(first.id, vehicle('WES103'), [driver(2)])).statusCode).toBe(200);
    const clash = await file({ date: '2026-06-15', startTime: '10:30', durationMinutes: 60 });
    const byVehicle = await program(clash.id, vehicle('WES103'), [driver(1)]);
    expect(byVehicle.statusCode).toBe(409);
    expect(byVehicle.json().message).toBe(
      `El vehículo WES103 ya está asignado al servicio N.º ${first.id} (2026-06-15 10:00–11:00), que se cruza con este.`,
    );
    const byDriver = await program(clash.id, vehicle('WES104'), [driver(1), driver(2)]);
    expect(byDriver.statusCode).toBe(409);
    expect(byDriver.json().message).toContain(
      `El conductor ${resources.drivers[2]?.name} ya está asignado al servicio N.º ${first.id}`,
    );
    const next = await file({ date: '2026-06-15', startTime: '11:00', durationMinutes: 30 });
    expect((await program(next.id, vehicle('WES103'), [driver(2)])).statusCode).toBe(200);
    // Cancelling the first frees its vehicle.
    expect((await move(first.id, 'cancelada', 'Cambio de agenda')).statusCode).toBe(200);
    const freed = await file({ date: '2026-06-15', startTime: '10:00', durationMinutes: 45 });
    expect((await program(freed.id, vehicle('WES103'), [driver(1)])).statusCode).toBe(200);
    // `clash` (10:30–11:30) still meets `next` (11:00–11:30) on WES103.
    expect((await program(clash.id, vehicle('WES103'), [driver(0)])).json().message).toContain(
      `N.º ${freed.id}`,
    );
  });

  it('gives the same vehicle to exactly one of two requests programmed at once', async () => {
    for (let round = 0; round < 3; round++) {
      const day = `2026-07-0${round + 1}`;
      const [a, b] = [await file({ date: day }), await file({ date: day, startTime: '10:15' })];
      const answers = await Promise.all([
        program(a.id, vehicle('WES102'), [driver(0)]),
        program(b.id, vehicle('WES102'), [driver(1)]),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409);
      expect(loser?.json().message).toMatch(/^El vehículo WES102 ya está asignado al servicio N\.º \d+/);
      const states = await Promise.all(
        [a, b].map(async (s) => (await op.call('GET', `${PATH}/${s.id}`)).json<TService>().state),
      );
      expect(states.sort()).toEqual(['programada', 'solicitada']);
    }
  });

  it('totals services and passengers per cost centre and client (known answer) and exports them', async () => {
    const centre = (
      await op.call(
        'POST',
        '/especiales/centros-costos',
        costCentreForm({ code: 'TOT-1', clientNit: '900123456', clientDv: 8, clientName: 'Cliente Totales' }),
      )
    ).json<{ id: number }>().id;
    const contract = (
      await op.call(
        'POST',
        '/especiales/contratos',
        contractForm({ clientNit: '900123456', clientDv: 8, clientName: 'Cliente Totales' }),
      )
    ).json<{ id: number }>().id;
    const common = { costCentreId: centre, contractId: contract, date: '2026-08-03' };
    const one = await file({ ...common, passengerIds: ref.staffIds, passengerCount: null });
    await file({ ...common, startTime: '12:00', passengerCount: 5 });
    const three = await file({ ...common, startTime: '14:00', passengerCount: 7 });
    await move(three.id, 'cancelada', 'No se necesitó');
    const totals = (await op.call('GET', `${PATH}/totales?centro=${centre}`)).json<TServiceTotals>();
    expect(totals.byCostCentre).toEqual([
      {
        costCentreId: centre,
        code: 'TOT-1',
        name: 'Administración',
        clientName: 'Cliente Totales',
        services: 3,
        passengers: 14,
      },
    ]);
    expect(totals.byClient).toEqual([
      { clientNit: '900123456', clientName: 'Cliente Totales', services: 3, passengers: 14 },
    ]);
    expect([totals.services, totals.passengers]).toEqual([3, 14]);
    const byClient = (
      await op.call('GET', `${PATH}/totales?cliente=900123456&estado=cancelada`)
    ).json<TServiceTotals>();
    expect(byClient.byClient).toEqual([
      { clientNit: '900123456', clientName: 'Cliente Totales', services: 1, passengers: 7 },
    ]);
    const list = (await op.call('GET', `${PATH}?centro=${centre}&orden=desc`)).json<Page<TService>>();
    expect(list.data.map((s) => s.startTime)).toEqual(['14:00', '12:00', '10:00']);

    const csv = await op.call('GET', `${PATH}/exportar?formato=csv&centro=${centre}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${one.id}`);
    expect(lines[1]).toContain('2026-08-03 10:00');
    expect(lines[1]).toContain('Prueba Norte');
    expect(lines[3]).toContain('Cancelada');
    const xlsx = await op.call('GET', `${PATH}/exportar?formato=xlsx&centro=${centre}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]
      ?.getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows?.[0]?.[0]).toBe(MSG.espSvcNumber);
    expect(rows?.slice(1).map((r) => r[12])).toEqual([2, 5, 7]);
    expect(rows?.[1]?.[2]).toBe('2026-08-03 11:00');
  });

  it('keeps each operator’s services, vehicles and drivers to itself', async () => {
    const mine = await file({ date: '2026-06-20' });
    const other = await operatorSession(t, EVENTOS);
    const list = (await other.call('GET', `${PATH}?per_page=100`)).json<Page<TService>>();
    expect(list.data.map((s) => s.id)).not.toContain(mine.id);
    expect((await other.call('GET', `${PATH}/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await other.call('POST', `${PATH}/${mine.id}/estado`, { to: 'rechazada', reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await other.call('PUT', `${PATH}/${mine.id}`, form())).statusCode).toBe(404);
    const theirs = (await other.call('GET', `${PATH}/recursos`)).json<TServiceResources>();
    expect(theirs.vehicles.map((v) => v.plate)).not.toContain('WES101');
    expect((await other.call('GET', `${PATH}/exportar?formato=csv`)).body).not.toContain('Prueba Norte');
    expect((await other.call('GET', `${PATH}/totales`)).json<TServiceTotals>().services).toBe(0);
    // The other operator's vehicle is not ours to assign.
    const again = await file({ date: '2026-06-21' });
    const foreign = await op.call('POST', `${PATH}/${again.id}/programar`, {
      vehicleId: 999999,
      driverIds: [driver(0)],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(MSG.espSvcVehicleUnknown);
  });
});
