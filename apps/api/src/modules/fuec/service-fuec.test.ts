import {
  MSG,
  type TEspecialesDashboard,
  type TFuecPage,
  type TServiceFuecIssued,
  type TServiceFuecs,
} from '@trazo/shared';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import {
  contractForm,
  costCentreForm,
  ESPECIALES_DEMO,
  EVENTOS,
  operatorSession,
  placeForm,
} from '../especiales/especiales-test-helpers';
import { fleetWithDocuments, fuecSettingsForm, putDocument } from './fuec-test-helpers';

// The 'FUEC' action of a service (issue 24 items 5 and 7) and Especiales Inicio's counters (item 8).
// The test clock starts on Monday 2026-03-02 08:00 in Bogotá (13:00 UTC) and only moves forward.

let t: TestApp;
let a: Awaited<ReturnType<typeof operatorSession>>;
const ref = { contractId: 0, centreId: 0, placeIds: [] as number[] };
let fleet: { vehicleId: number; driverId: number };
const SERVICES = '/especiales/solicitudes';

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const created = async (path: string, form: object) => {
  const response = await a.call('POST', path, form);
  if (response.statusCode !== 201) throw new Error(`${path}: ${response.body}`);
  return response.json<{ id: number }>().id;
};

/** A request on `date`, programmed with the test fleet unless told otherwise. */
async function service(date: string, programmed = true) {
  const id = await created(SERVICES, {
    date,
    startTime: '07:00',
    durationMinutes: 90,
    contractId: ref.contractId,
    originId: ref.placeIds[0],
    destinationId: ref.placeIds[1],
    stopIds: [ref.placeIds[2]],
    passengerIds: [],
    passengerCount: 5,
    costCentreId: ref.centreId,
    vehicleClass: 'buseta',
    roundTrip: false,
    observations: '',
  });
  if (programmed) {
    const done = await a.call('POST', `${SERVICES}/${id}/programar`, {
      vehicleId: fleet.vehicleId,
      driverIds: [fleet.driverId],
    });
    if (done.statusCode !== 200) throw new Error(`programar: ${done.body}`);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await operatorSession(t, EVENTOS);
  expect((await a.call('PUT', '/especiales/fuec/configuracion', fuecSettingsForm)).statusCode).toBe(200);
  ref.contractId = await created('/especiales/contratos', contractForm({ objeto: 'Servicios con FUEC' }));
  ref.centreId = await created('/especiales/centros-costos', costCentreForm({ code: 'FUEC-1' }));
  for (const name of ['Sede Usaquén', 'Planta Chía', 'Parada Calle 170']) {
    ref.placeIds.push(await created('/especiales/origenes-destinos', placeForm({ name })));
  }
  fleet = await fleetWithDocuments(t, a.token, a.call, 'SRV101', '80777111');
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe("a service's FUEC", () => {
  it('issues it with the service’s vehicle, driver, route and dates, then gives that one back', async () => {
    const id = await service('2026-03-10');
    const issued = await a.call('POST', `${SERVICES}/${id}/fuec`);
    expect(issued.statusCode, issued.body).toBe(201);
    const fuec = issued.json<TServiceFuecIssued>();
    expect(fuec.existing).toBe(false);
    expect(fuec.number).toMatch(/^\d{21}$/);

    const pdf = await a.call('GET', `/especiales/fuec/${fuec.id}/pdf`);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(fuec.number);
    expect(text).toContain('SRV101');
    expect(text).toContain('Conductor de SRV101');
    expect(text).toContain('Sede Usaquén – Parada Calle 170 – Planta Chía');
    expect(text).toContain('del 10/03/2026 al 10/03/2026');

    const again = await a.call('POST', `${SERVICES}/${id}/fuec`);
    expect(again.statusCode).toBe(200);
    expect(again.json<TServiceFuecIssued>()).toEqual({ ...fuec, existing: true });

    // Annulled: listed as such, and the action issues a new one with the next consecutive.
    const annul = await a.call('POST', `/especiales/fuec/${fuec.id}/anular`, { reason: 'Cambio de ruta' });
    expect(annul.statusCode).toBe(200);
    const next = await a.call('POST', `${SERVICES}/${id}/fuec`);
    expect(next.statusCode).toBe(201);
    const second = next.json<TServiceFuecIssued>();
    expect(BigInt(second.number)).toBe(BigInt(fuec.number) + 1n);
    const list = (await a.call('GET', `${SERVICES}/${id}/fuec`)).json<TServiceFuecs>();
    expect(list.data.map((f) => [f.number, f.state, f.placa])).toEqual([
      [second.number, 'vigente', 'SRV101'],
      [fuec.number, 'anulado', 'SRV101'],
    ]);
    expect(list.data[1]?.annulReason).toBe('Cambio de ruta');
  });

  it('issues exactly one when two dispatchers press FUEC at once', async () => {
    const id = await service('2026-03-11');
    const answers = await Promise.all([1, 2, 3].map(() => a.call('POST', `${SERVICES}/${id}/fuec`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json<TServiceFuecIssued>().id)).size).toBe(1);
    const list = (await a.call('GET', `${SERVICES}/${id}/fuec`)).json<TServiceFuecs>();
    expect(list.data).toHaveLength(1);
  });

  it('refuses a request not yet programmed (409), and another operator’s service (404)', async () => {
    const id = await service('2026-03-12', false);
    const early = await a.call('POST', `${SERVICES}/${id}/fuec`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MSG.fuecServiceNotProgrammed);

    const other = await operatorSession(t, ESPECIALES_DEMO);
    expect((await other.call('POST', `${SERVICES}/${id}/fuec`)).statusCode).toBe(404);
    expect((await other.call('GET', `${SERVICES}/${id}/fuec`)).statusCode).toBe(404);
    expect((await a.call('POST', `${SERVICES}/abc/fuec`)).statusCode).toBe(422);
  });
});

describe('Especiales Inicio counters (Bogotá days)', () => {
  it('counts documents expired or due within 30 days, and FUECs issued this month', async () => {
    // 2026-03-03 03:30 UTC is still Monday 2026-03-02 22:30 in Bogotá: today is 03-02, +30 is 04-01.
    t.clock.advance(Date.parse('2026-03-03T03:30:00Z') - t.clock.now().getTime());
    a = await operatorSession(t, EVENTOS); // the morning's session has expired by then
    const vehicle = await created('/especiales/flota/vehiculos', {
      placa: 'DUE101',
      clase: 'Microbús',
      numeroInterno: 'D-1',
      marca: 'Renault',
      modelo: '2021',
    });
    const driver = await created('/especiales/flota/conductores', {
      documento: '80999000',
      nombre: 'Conductora de vencimientos',
      telefono: '3005556677',
    });
    const put = async (holder: string, holderId: number, kind: string, expiresOn: string) => {
      const saved = await putDocument(
        t,
        a.token,
        `/especiales/flota/${holder}/${holderId}/documentos/${kind}`,
        {
          number: `${kind}-${expiresOn}`,
          issuer: 'Seguros Bolívar',
          category: 'C2',
          expiresOn,
        },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await put('vehiculos', vehicle, 'soat', '2026-03-01'); // expired yesterday
    await put('vehiculos', vehicle, 'tecnomecanica', '2026-03-02'); // today: still valid, due
    await put('vehiculos', vehicle, 'tarjeta_operacion', '2026-04-01'); // exactly 30 days: due
    await put('vehiculos', vehicle, 'poliza_contractual', '2026-04-02'); // 31 days: not counted
    await put('conductores', driver, 'licencia', '2026-04-01'); // a driver's, 30 days: due

    const home = await a.call('GET', '/inicio/especiales');
    expect(home.statusCode, home.body).toBe(200);
    const counters = home.json<TEspecialesDashboard>();
    expect(counters.documentos).toEqual({
      vencidos: 1,
      por_vencer: 3,
      total: 4,
      vehiculos: 3,
      conductores: 1,
    });
    // Three FUECs issued above, in March.
    expect(counters.fuec_mes).toEqual({ mes: '2026-03', total: 3 });

    // The lists the counters open: the holders with such a document, and March's FUECs.
    const vehicles = (await a.call('GET', '/especiales/flota/vehiculos?estado=por_vencer_o_vencido')).json();
    expect(vehicles.data.map((v: { placa: string }) => v.placa)).toEqual(['DUE101']);
    const drivers = (await a.call('GET', '/especiales/flota/conductores?estado=por_vencer_o_vencido')).json();
    expect(drivers.data.map((d: { documento: string }) => d.documento)).toEqual(['80999000']);
    const march = (await a.call('GET', '/especiales/fuec?mes=2026-03')).json<TFuecPage>();
    expect(march.total).toBe(3);
    expect((await a.call('GET', '/especiales/fuec?mes=2026-02')).json<TFuecPage>().total).toBe(0);
    expect((await a.call('GET', '/especiales/fuec?mes=2026-13')).statusCode).toBe(422);

    // The demo operator (same database) counts its own: WES106's expired SOAT, none of the above.
    const other = await operatorSession(t, ESPECIALES_DEMO);
    const theirs = (await other.call('GET', '/inicio/especiales')).json<TEspecialesDashboard>();
    expect(theirs.documentos.vencidos).toBeGreaterThanOrEqual(1);
    const theirList = (await other.call('GET', '/especiales/fuec?mes=2026-03')).json<TFuecPage>();
    expect(theirList.total).toBe(theirs.fuec_mes.total);
    expect(theirList.data.map((f) => f.placa)).not.toContain('SRV101');
  });

  it('counts a FUEC issued at 22:30 on the 31st in Bogotá in that month, not the next', async () => {
    t.clock.advance(Date.parse('2026-04-01T03:30:00Z') - t.clock.now().getTime());
    a = await operatorSession(t, EVENTOS);
    const id = await service('2026-04-02');
    expect((await a.call('POST', `${SERVICES}/${id}/fuec`)).statusCode).toBe(201);
    const home = (await a.call('GET', '/inicio/especiales')).json<TEspecialesDashboard>();
    expect(home.fuec_mes).toEqual({ mes: '2026-03', total: 4 });

    t.clock.advance(Date.parse('2026-04-01T05:30:00Z') - t.clock.now().getTime());
    const april = (await a.call('GET', '/inicio/especiales')).json<TEspecialesDashboard>();
    expect(april.fuec_mes).toEqual({ mes: '2026-04', total: 0 });
    expect((await a.call('GET', '/especiales/fuec?mes=2026-03')).json<TFuecPage>().total).toBe(4);
  });
});

describe('a FUEC that no longer matches its service (DOMAIN-CO: an issued extract is never edited)', () => {
  const fuecsOf = async (id: number) =>
    (await a.call('GET', `${SERVICES}/${id}/fuec`)).json<TServiceFuecs>().data;
  const program = (id: number, vehicleId: number, driverIds: number[]) =>
    a.call('POST', `${SERVICES}/${id}/programar`, { vehicleId, driverIds });

  it('annuls it when the service is reprogrammed with another vehicle, and the action issues the new one', async () => {
    a = await operatorSession(t, EVENTOS);
    const other = await fleetWithDocuments(t, a.token, a.call, 'SRV102', '80777112');
    const id = await service('2026-04-10');
    const first = (await a.call('POST', `${SERVICES}/${id}/fuec`)).json<TServiceFuecIssued>();

    // Same vehicle and driver again: nothing changed on the road, the FUEC stays.
    expect((await program(id, fleet.vehicleId, [fleet.driverId])).statusCode).toBe(200);
    expect((await fuecsOf(id)).map((f) => f.state)).toEqual(['vigente']);

    const moved = await program(id, other.vehicleId, [other.driverId]);
    expect(moved.statusCode, moved.body).toBe(200);
    const [old] = await fuecsOf(id);
    expect(old).toMatchObject({ id: first.id, state: 'anulado', annulReason: MSG.fuecAnnulReprogrammed });

    const next = await a.call('POST', `${SERVICES}/${id}/fuec`);
    expect(next.statusCode, next.body).toBe(201);
    expect((await fuecsOf(id)).map((f) => [f.state, f.placa])).toEqual([
      ['vigente', 'SRV102'],
      ['anulado', 'SRV101'],
    ]);
  });

  it('annuls it when the service is cancelled', async () => {
    const id = await service('2026-04-11');
    expect((await a.call('POST', `${SERVICES}/${id}/fuec`)).statusCode).toBe(201);
    const cancelled = await a.call('POST', `${SERVICES}/${id}/estado`, {
      to: 'cancelada',
      reason: 'Sin pasajeros',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await fuecsOf(id)).map((f) => [f.state, f.annulReason])).toEqual([
      ['anulado', MSG.fuecAnnulServiceCancelled],
    ]);
  });
});
