import type { TMovementDetail, TMovementInput, TMovementListResponse } from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { withCookie } from '../../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/create-test-app';
import { createKey, eventForm, postBatch, sampleMovement } from '../../integration/integration-test-helpers';
import { countLateMovements } from './count-late-movements';
import { refreshLateness } from './refresh-lateness';

// Issue 26 item 2: appointments and the late flag at its edges, with the fake clock (it starts at
// 2026-03-02T13:00Z = 08:00 in Bogotá and only moves forward, so the cases run in order).

const MINUTE = 60_000;

describe('lateness', () => {
  let t: TestApp;
  let key: string;
  let token: string;
  let customerId: number;

  const withAppointments = (manifest: string, citas: Partial<TMovementInput['remesas'][number]>) => {
    const m = sampleMovement(manifest);
    return { ...m, remesas: m.remesas.map((r) => ({ ...r, ...citas })) };
  };
  const runJob = () => t.app.db.transaction((tx) => refreshLateness(tx, 'all-open', t.clock.now()));
  const advanceTo = (iso: string) => {
    const ms = new Date(iso).getTime() - t.clock.now().getTime();
    if (ms < 0) throw new Error(`the clock is already past ${iso}`);
    t.clock.advance(ms);
  };
  const listed = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/movimientos?${query}`, ...withCookie(token) });
    expect(res.statusCode).toBe(200);
    return res.json<TMovementListResponse>().data;
  };
  const lateOf = async (manifest: string) => {
    const [row] = await listed(`manifiesto=${manifest}`);
    expect(row?.manifiesto_numero).toBe(manifest);
    return row?.retraso?.motivo.code ?? null;
  };
  const postEvent = async (manifest: string, fields: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/integracion/movimientos/${manifest}/eventos`,
      headers: { 'x-api-key': key },
      payload: eventForm(fields),
    });
    expect(res.statusCode).toBe(201);
  };
  const lateMails = (manifest: string) =>
    queryRows<{ to: string; subject: string }>(
      t.app.db,
      sql`select "to", subject from email_outbox where kind = 'movement-late' and subject like ${`%${manifest} %`}`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const created = await createKey(t.app);
    key = created.key.llave;
    token = created.token;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/configuracion/retrasos',
      payload: {
        tolerancia_minutos: 30,
        horas_sin_eventos: 4,
        avisar_correo: true,
        correo_avisos: 'Alertas@Trazo.test',
      },
      ...withCookie(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tolerancia_minutos: 30,
      horas_sin_eventos: 4,
      avisar_correo: true,
      correo_avisos: 'alertas@trazo.test',
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('refuses malformed appointments and settings in Spanish (4xx), saving nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cita_descargue: '2026-03-02' }, MSG.appointmentTimeInvalid],
      [{ cita_descargue: '2026-02-30 10:00' }, MSG.appointmentDateInvalid],
      [{ cita_cargue: '2026-03-02 25:00' }, MSG.appointmentDateInvalid],
      [{ cita_cargue: 20260302 }, MSG.appointmentDateInvalid],
      [{ horas_pactadas_descargue: -1 }, MSG.appointmentHoursInvalid],
      [{ horas_pactadas_cargue: '4' }, MSG.appointmentHoursInvalid],
    ];
    for (const [citas, message] of cases) {
      const res = await postBatch(t.app, key, [withAppointments('BAD-1', citas as never)]);
      expect(res.statusCode).toBe(422);
      const field = Object.keys(citas)[0] as string;
      expect(res.json().errors[`movimientos.0.remesas.0.${field}`]).toEqual([message]);
    }
    expect(await listed('manifiesto=BAD-1')).toEqual([]);
    for (const payload of [
      { tolerancia_minutos: -1, horas_sin_eventos: 4, avisar_correo: true },
      { tolerancia_minutos: 30, horas_sin_eventos: 0, avisar_correo: true },
      { tolerancia_minutos: 30.5, horas_sin_eventos: 4, avisar_correo: true },
      { tolerancia_minutos: 30, horas_sin_eventos: 4, avisar_correo: true, correo_avisos: 'no-es-correo' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/configuracion/retrasos',
        payload,
        ...withCookie(token),
      });
      expect(res.statusCode).toBe(422);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/movimientos?retraso=tarde',
      ...withCookie(token),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.retraso).toEqual([MSG.lateFilterInvalid]);
  });

  it('flags a missed unloading appointment one minute after the tolerance, not one minute before', async () => {
    // 09:00 Bogotá = 14:00Z; tolerance 30 minutes → late after 14:30Z.
    const res = await postBatch(t.app, key, [
      withAppointments('L-1', { cita_descargue: '2026-03-02 09:00', horas_pactadas_descargue: 3.5 }),
    ]);
    expect(res.statusCode).toBe(200);
    const id = res.json().resultados[0].id as number;
    const detail = await t.app.inject({ method: 'GET', url: `/api/movimientos/${id}`, ...withCookie(token) });
    expect(detail.json<TMovementDetail>().remesas[0]).toMatchObject({
      cita_descargue: '2026-03-02T14:00:00.000Z',
      horas_pactadas_descargue: 3.5,
      cita_cargue: null,
      horas_pactadas_cargue: null,
    });
    expect(detail.json<TMovementDetail>().retraso).toBeNull();

    advanceTo('2026-03-02T14:29:00Z');
    await runJob();
    expect(await lateOf('L-1')).toBeNull();

    advanceTo('2026-03-02T14:31:00Z');
    await runJob();
    expect(await lateOf('L-1')).toBe('cita_descargue');
    const late = await t.app.inject({ method: 'GET', url: `/api/movimientos/${id}`, ...withCookie(token) });
    expect(late.json<TMovementDetail>().retraso).toEqual({
      motivo: { code: 'cita_descargue', label: MSG.lateReasonCitaDescargue },
      desde: '2026-03-02T14:31:00.000Z',
    });
    expect((await listed('retraso=si')).map((m) => m.manifiesto_numero)).toEqual(['L-1']);
    expect((await listed('retraso=cita_descargue')).map((m) => m.manifiesto_numero)).toEqual(['L-1']);
    expect(await listed('retraso=sin_eventos')).toEqual([]);
    const [row] = await queryRows<{ customer_id: number }>(
      t.app.db,
      sql`select customer_id from movements where id = ${id}`,
    );
    customerId = row?.customer_id as number;
    expect(await countLateMovements(t.app.db, { customerId, generatorId: null })).toEqual({
      total: 1,
      cita_descargue: 1,
      cita_cargue: 0,
      sin_eventos: 0,
    });
  });

  it('e-mails the company once per movement and reason, however often the job runs', async () => {
    await runJob();
    await runJob();
    const mails = await lateMails('L-1');
    expect(mails).toEqual([
      {
        to: 'alertas@trazo.test',
        subject: `${MSG.latenessMailSubject}: L-1 — ${MSG.lateReasonCitaDescargue}`,
      },
    ]);
  });

  it('clears the flag as soon as the arrival event is recorded, without waiting for the job', async () => {
    await postEvent('L-1', { remesa: 'L-1-1', id_events: '6', fecha: t.clock.now().toISOString() });
    expect(await lateOf('L-1')).toBeNull();
    expect(await listed('retraso=si')).toEqual([]);
  });

  it('flags a trip en ruta without events for N hours: not at N − 1 minute, yes at N + 1', async () => {
    await postBatch(t.app, key, [sampleMovement('L-3')]);
    await postEvent('L-3', { id_events: '5', fecha: t.clock.now().toISOString() });
    const started = t.clock.now().getTime();
    t.clock.advance(4 * 60 * MINUTE - MINUTE);
    await runJob();
    expect(await lateOf('L-3')).toBeNull();
    t.clock.advance(2 * MINUTE);
    await runJob();
    expect(await lateOf('L-3')).toBe('sin_eventos');
    expect(await lateMails('L-3')).toHaveLength(1);
    // A new event starts the count again.
    await postEvent('L-3', { id_events: '6', fecha: t.clock.now().toISOString() });
    expect(await lateOf('L-3')).toBeNull();
    expect(t.clock.now().getTime() - started).toBe(4 * 60 * MINUTE + MINUTE);
  });

  it('reads an appointment at midnight as Bogotá midnight (05:00Z), not UTC midnight', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/configuracion/retrasos',
      payload: { tolerancia_minutos: 0, horas_sin_eventos: 48, avisar_correo: false },
      ...withCookie(token),
    });
    const res = await postBatch(t.app, key, [withAppointments('L-2', { cita_cargue: '2026-03-03 00:00' })]);
    expect(res.statusCode).toBe(200);
    advanceTo('2026-03-03T00:01:00Z'); // past UTC midnight: 19:01 of the 2nd in Bogotá
    await runJob();
    expect(await lateOf('L-2')).toBeNull();
    advanceTo('2026-03-03T04:59:00Z');
    await runJob();
    expect(await lateOf('L-2')).toBeNull();
    advanceTo('2026-03-03T05:01:00Z');
    await runJob();
    expect(await lateOf('L-2')).toBe('cita_cargue');
    // The notice was switched off: no e-mail for it.
    expect(await lateMails('L-2')).toEqual([]);
  });

  it('the ERP moving the appointment later clears the flag in the same batch', async () => {
    const res = await postBatch(t.app, key, [
      withAppointments('L-2', { cita_cargue: '2026-03-04T08:00:00-05:00' }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(await lateOf('L-2')).toBeNull();
  });
});
