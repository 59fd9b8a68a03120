import { randomUUID } from 'node:crypto';
import { MSG, type TErrorResponse, type TLogisticEvent } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checklistItems,
  consignments,
  emailOutbox,
  generators,
  massConfiguredEvents,
  movementEvents,
  movements,
  notificationTemplates,
} from '../../db/schema';
import { demoPhoto, PHOTO_SCENES } from '../../db/seed/demo-files';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { assignDriver, createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, eventForm, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 27 §2: a company's own logistic events (ids ≥ 100, Configuraciones → eventos) are recorded by the
// ERP and the drivers' app like the spec's 2–18, and their templates go out once per event and recipient.

describe('plantillas: a company’s own events', () => {
  let t: TestApp;
  let token: string;
  let key: string;
  let company: number;
  let movementId: number;
  let generatorId: number;
  let ownEventId: number;
  let driver: DriverWithSession;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...withCookie(token) });
  const erpEvent = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/integracion/movimientos/OWN-1/eventos',
      headers: { 'x-api-key': key },
      payload: eventForm(fields),
    });
  const mailsTo = (to: string) =>
    t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'event-notification')));
  const template = (eventId: number, recipientKind: string, extra: object = {}) => ({
    eventId,
    recipientKind,
    subject: '{{evento}} en {{remesa}}',
    body: 'El vehículo {{placa}} registró {{evento}} el {{fecha_hora}}.',
    isActive: true,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    company = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    await t.app.db.delete(notificationTemplates).where(eq(notificationTemplates.customerId, company));
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    key = (await createKey(t.app)).key.llave;
    const movement = sampleMovement('OWN-1', {
      fecha_despacho: `${t.clock.now().toISOString().slice(0, 10)} 06:00`,
    });
    const first = movement.remesas[0] as (typeof movement.remesas)[number];
    movement.remesas = [
      {
        ...first,
        remesa_numero: 'OWN-1-1',
        destinatario: { ...first.destinatario, email: 'recibe@own.demo' },
      },
    ];
    expect((await postBatch(t.app, key, [movement])).statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ id: movements.id })
      .from(movements)
      .where(and(eq(movements.customerId, company), eq(movements.manifiestoNumero, 'OWN-1')));
    movementId = row?.id as number;
    const [generator] = await t.app.db
      .select({ id: generators.id })
      .from(generators)
      .where(and(eq(generators.customerId, company), eq(generators.nit, '900111222')));
    generatorId = generator?.id as number;

    const created = await api('POST', '/configuracion/eventos', { code: 'BASC', event: 'PESAJE EN BÁSCULA' });
    expect(created.statusCode, created.body).toBe(201);
    const catalogue = (await api('GET', '/configuracion/eventos')).json<{ data: TLogisticEvent[] }>().data;
    ownEventId = catalogue.find((e) => e.code === 'BASC')?.id_events as number;
    expect(ownEventId).toBeGreaterThanOrEqual(100);

    expect((await api('POST', '/plantillas', template(ownEventId, 'destinatario'))).statusCode).toBe(201);
    expect((await api('POST', '/plantillas', template(ownEventId, 'generador'))).statusCode).toBe(201);
    const contact = await api('POST', `/plantillas/generadores/${generatorId}/contactos`, {
      name: 'Laura Logística',
      email: 'laura@own.demo',
      eventIds: [ownEventId],
    });
    expect(contact.statusCode, contact.body).toBe(201);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('records the ERP’s own event and sends its templates once per recipient, also on the resend', async () => {
    const fields = {
      id_events: String(ownEventId),
      fecha: '2026-03-02 10:15',
      remesa: 'OWN-1-1',
      id_externo: 'own-erp-1',
    };
    const first = await erpEvent(fields);
    expect(first.statusCode, first.body).toBe(201);
    expect((await erpEvent(fields)).statusCode).toBe(200); // the ERP's resend
    const toRecipient = await mailsTo('recibe@own.demo');
    expect(toRecipient.length).toBe(1);
    expect(toRecipient[0]?.subject).toBe('PESAJE EN BÁSCULA en OWN-1-1');
    expect(toRecipient[0]?.text).toContain('registró PESAJE EN BÁSCULA el 02/03/2026 10:15.');
    expect((await mailsTo('laura@own.demo')).length).toBe(1);
  });

  it('refuses an own id the company does not have or switched off, recording nothing', async () => {
    const count = async () =>
      (await t.app.db.select().from(movementEvents).where(eq(movementEvents.movementId, movementId))).length;
    const before = await count();
    const unknown = await erpEvent({ id_events: '31999', fecha: '2026-03-02 10:20', remesa: 'OWN-1-1' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<TErrorResponse>().errors?.id_events).toEqual([MSG.fieldInvalidEvent]);
    const between = await erpEvent({ id_events: '50', fecha: '2026-03-02 10:20', remesa: 'OWN-1-1' });
    expect(between.statusCode).toBe(422);
    const off = await api('PUT', `/configuracion/eventos/${ownEventId}`, {
      code: 'BASC',
      event: 'PESAJE EN BÁSCULA',
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const inactive = await erpEvent({
      id_events: String(ownEventId),
      fecha: '2026-03-02 10:25',
      remesa: 'OWN-1-1',
    });
    expect(inactive.statusCode).toBe(422);
    expect(await count()).toBe(before);
    await api('PUT', `/configuracion/eventos/${ownEventId}`, {
      code: 'BASC',
      event: 'PESAJE EN BÁSCULA',
      active: true,
    });
  });

  it('records the driver’s own planned event and mails once, even when the app sends it again', async () => {
    await t.app.db.delete(massConfiguredEvents).where(eq(massConfiguredEvents.customerId, company));
    await t.app.db.insert(massConfiguredEvents).values([
      { customerId: company, eventId: 5, sequence: 1, timeMinutes: 0, photoNumbers: 0, photoRequired: 0 },
      {
        customerId: company,
        eventId: ownEventId,
        sequence: 2,
        timeMinutes: 0,
        photoNumbers: 0,
        photoRequired: 0,
      },
    ]);
    await t.app.db.delete(checklistItems).where(eq(checklistItems.customerId, company));
    const [item] = await t.app.db
      .insert(checklistItems)
      .values({
        customerId: company,
        category: 'Luces',
        title: 'Luces',
        description: 'Revisar',
        isCritical: false,
        numberImages: 0,
        requiredImages: 0,
      })
      .returning({ id: checklistItems.id });
    // A second manifest: the first already has the ERP's own event for its consignment.
    const movement = sampleMovement('OWN-2', {
      fecha_despacho: `${t.clock.now().toISOString().slice(0, 10)} 06:00`,
    });
    const base = movement.remesas[0] as (typeof movement.remesas)[number];
    movement.remesas = [
      {
        ...base,
        remesa_numero: 'OWN-2-1',
        destinatario: { ...base.destinatario, email: 'recibe2@own.demo' },
      },
    ];
    expect((await postBatch(t.app, key, [movement])).statusCode).toBe(200);
    const [trip] = await t.app.db
      .select({ id: movements.id })
      .from(movements)
      .where(and(eq(movements.customerId, company), eq(movements.manifiestoNumero, 'OWN-2')));
    const tripId = trip?.id as number;
    driver = await createDriverWithSession(t.app, { customerId: company, nombre: 'Pedro Páez' });
    await assignDriver(t.app, tripId, driver.driverId);
    const post = (url: string, payload: object | FormData) =>
      t.app.inject({ method: 'POST', url: `/api/conductor/${url}`, headers: driver.headers, payload });
    const signature = randomUUID();
    const photo = new FormData();
    photo.append('clientId', signature);
    photo.append('foto', new Blob([demoPhoto(PHOTO_SCENES[0] as (typeof PHOTO_SCENES)[number], 3)]), 'f.png');
    expect((await post('fotos', photo)).statusCode).toBeLessThan(300);
    const inspected = await post('inspecciones', {
      clientId: randomUUID(),
      movementId: tripId,
      inspectedAt: t.clock.now().toISOString(),
      items: [{ checklistItemId: item?.id, rate: 5 }],
      signaturePhotoId: signature,
      clauseAccepted: true,
    });
    expect(inspected.statusCode, inspected.body).toBe(201);
    const start = await post('eventos', {
      clientId: randomUUID(),
      movementId: tripId,
      eventId: 5,
      occurredAt: t.clock.now().toISOString(),
      geoDenied: true,
    });
    expect(start.statusCode, start.body).toBe(201);
    const [consignment] = await t.app.db
      .select({ id: consignments.id })
      .from(consignments)
      .where(eq(consignments.movementId, tripId));
    expect(consignment).toBeDefined();
    const own = {
      clientId: randomUUID(),
      movementId: tripId,
      consignmentId: consignment?.id,
      eventId: ownEventId,
      occurredAt: t.clock.now().toISOString(),
      geoDenied: true,
    };
    const first = await post('eventos', own);
    expect(first.statusCode, first.body).toBe(201);
    expect((await post('eventos', own)).statusCode).toBe(200); // the offline outbox's resend
    expect((await mailsTo('recibe2@own.demo')).filter((m) => m.subject.includes('PESAJE')).length).toBe(1);
    const toContact = (await mailsTo('laura@own.demo')).filter((m) => m.subject.endsWith('OWN-2-1'));
    expect(toContact.length).toBe(1);

    const notPlanned = await post('eventos', { ...own, clientId: randomUUID(), eventId: 31999 });
    expect(notPlanned.statusCode).toBe(422);
    expect(notPlanned.json<TErrorResponse>().message).toBe(MSG.tripEventNotInPlan);
  });
});
