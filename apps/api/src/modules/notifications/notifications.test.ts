import { randomUUID } from 'node:crypto';
import {
  MSG,
  type TErrorResponse,
  type TGeneratorsNotificationsResponse,
  type TNotificationLogResponse,
  type TOptOutInfo,
  type TPreviewResponse,
  type TTemplate,
  unknownVariableMessage,
} from '@trazo/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checklistItems,
  emailOutbox,
  generators,
  massConfiguredEvents,
  movements,
  notificationTemplates,
} from '../../db/schema';
import { demoPhoto, PHOTO_SCENES } from '../../db/seed/demo-files';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { assignDriver, createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, eventForm, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 27 §2: templates with variables, the sending when an event is recorded (driver or ERP), once per
// event and recipient, the opt-out link, the movement's log, and each company on its own data.

const EVERY_VARIABLE =
  'M {{manifiesto}} R {{remesa}} P {{placa}} C {{conductor}} E {{evento}} F {{fecha_hora}} L {{lugar}} N {{novedad}} U {{enlace_consulta}} X {{ empresa }}';

describe('plantillas: notifications on logistic events', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let key: string;
  let company: number;
  let movementId: number;
  let generatorId: number;
  let driver: DriverWithSession;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...withCookie(as) });
  const erpEvent = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/integracion/movimientos/NT-1/eventos',
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
    subject: 'Su carga {{remesa}}: {{evento}}',
    body: 'Hola.\n\nEl vehículo {{placa}} registró {{evento}} el {{fecha_hora}} en {{lugar}}. Novedad: {{novedad}}.',
    isActive: true,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    company = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    await t.app.db.delete(notificationTemplates).where(eq(notificationTemplates.customerId, company));
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    ({ token: otherToken } = await loginAs(t.app, 'transporte2@trazo.demo'));
    key = (await createKey(t.app)).key.llave;
    const movement = sampleMovement('NT-1', {
      fecha_despacho: `${t.clock.now().toISOString().slice(0, 10)} 06:00`,
    });
    const first = movement.remesas[0] as (typeof movement.remesas)[number];
    movement.remesas = [
      {
        ...first,
        remesa_numero: 'NT-1-1',
        destinatario: { ...first.destinatario, email: 'Recibe@Central.demo' },
      },
      {
        ...first,
        remesa_numero: 'NT-1-2',
        documento_cliente: 'PED-NT-1B',
        destino_descripcion: 'CHÍA (CUNDINAMARCA)',
      },
    ];
    expect((await postBatch(t.app, key, [movement])).statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ id: movements.id })
      .from(movements)
      .where(and(eq(movements.customerId, company), eq(movements.manifiestoNumero, 'NT-1')));
    movementId = row?.id as number;
    const [generator] = await t.app.db
      .select({ id: generators.id })
      .from(generators)
      .where(and(eq(generators.customerId, company), eq(generators.nit, '900111222')));
    generatorId = generator?.id as number;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('refuses an unknown variable on save, naming it, and an event outside the catalogue', async () => {
    const res = await api(
      'POST',
      '/plantillas',
      template(11, 'generador', { body: 'Hola {{placa}} y {{ factura }}' }),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json<TErrorResponse>();
    expect(body.errors?.body).toEqual([unknownVariableMessage('factura')]);
    expect(unknownVariableMessage('factura')).toBe(
      'La variable {{factura}} no existe. Use solo las variables de la lista.',
    );
    const unknownEvent = await api('POST', '/plantillas', template(99, 'generador'));
    expect(unknownEvent.statusCode).toBe(422);
    expect(unknownEvent.json<TErrorResponse>().message).toBe(MSG.ntfUnknownEvent);
    const noStaff = await api('POST', '/plantillas', template(11, 'empresa'));
    expect(noStaff.statusCode).toBe(422);
    expect(noStaff.json<TErrorResponse>().errors?.staffEmails).toEqual([MSG.ntfStaffEmailsRequired]);
  });

  it('previews with every variable filled from the picked movement (known answer), HTML-escaped', async () => {
    const recorded = await erpEvent({
      id_events: '6',
      fecha: '2026-03-02 14:05',
      remesa: 'NT-1-2',
      id_externo: 'nt-prev',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const res = await api('POST', '/plantillas/vista-previa', {
      movementId,
      eventId: 6,
      subject: '{{evento}} <b>{{manifiesto}}</b>',
      body: EVERY_VARIABLE,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<TPreviewResponse>();
    expect(preview.subject).toBe('LLEGADA A DESCARGUE <b>NT-1</b>');
    const line =
      'M NT-1 R NT-1-2 P ABC123 C Pedro Páez E LLEGADA A DESCARGUE F 02/03/2026 14:05 L CHÍA (CUNDINAMARCA) ' +
      `N Sin novedad U ${t.app.config.appUrl}/consulta-documento-cliente?customer=900123456 X Transportes Demo S.A.S.`;
    expect(preview.text).toContain(line);
    expect(preview.html).toContain('&lt;b&gt;NT-1&lt;/b&gt;');
    expect(preview.html).not.toContain('<b>NT-1</b>');
    const other = await api(
      'POST',
      '/plantillas/vista-previa',
      { movementId, eventId: 6, subject: 'x', body: 'y' },
      otherToken,
    );
    expect(other.statusCode).toBe(404);
  });

  it('sends once per event and recipient on the ERP event, never again on the resend; the log shows it', async () => {
    const saved = await api('POST', '/plantillas', template(12, 'generador'));
    expect(saved.statusCode, saved.body).toBe(201);
    const duplicate = await api('POST', '/plantillas', template(12, 'generador'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<TErrorResponse>().message).toBe(MSG.ntfTemplateDuplicate);
    expect((await api('POST', '/plantillas', template(12, 'destinatario'))).statusCode).toBe(201);
    expect(
      (
        await api(
          'POST',
          '/plantillas',
          template(12, 'empresa', { staffEmails: ['Trafico@Transportes.demo'] }),
        )
      ).statusCode,
    ).toBe(201);
    const contact = await api('POST', `/plantillas/generadores/${generatorId}/contactos`, {
      name: 'Ana Compras',
      email: 'ana@agro.demo',
      eventIds: [12],
    });
    expect(contact.statusCode, contact.body).toBe(201);

    const fields = { id_events: '12', fecha: '2026-03-02 16:40', remesa: 'NT-1-1', id_externo: 'nt-12' };
    expect((await erpEvent(fields)).statusCode).toBe(201);
    expect((await erpEvent(fields)).statusCode).toBe(200); // the ERP's resend
    const [toContact] = await mailsTo('ana@agro.demo');
    expect((await mailsTo('ana@agro.demo')).length).toBe(1);
    expect(toContact?.subject).toBe('Su carga NT-1-1: ENTREGA RECHAZADA');
    expect(toContact?.text).toContain(
      'El vehículo ABC123 registró ENTREGA RECHAZADA el 02/03/2026 16:40 en BOGOTÁ, D.C. (BOGOTÁ, D.C.). Novedad: Sin novedad.',
    );
    expect(toContact?.text).toContain(`${t.app.config.appUrl}/notificaciones/baja?t=`);
    expect((await mailsTo('recibe@central.demo')).length).toBe(1);
    expect((await mailsTo('trafico@transportes.demo')).length).toBe(1);

    const log = await api('GET', `/movimientos/${movementId}/notificaciones`);
    expect(log.statusCode).toBe(200);
    const entries = log.json<TNotificationLogResponse>().data;
    expect(entries.map((e) => [e.recipientKind, e.recipient, e.eventName, e.remesa]).sort()).toEqual([
      ['destinatario', 'recibe@central.demo', 'ENTREGA RECHAZADA', 'NT-1-1'],
      ['empresa', 'trafico@transportes.demo', 'ENTREGA RECHAZADA', 'NT-1-1'],
      ['generador', 'ana@agro.demo', 'ENTREGA RECHAZADA', 'NT-1-1'],
    ]);
    expect(
      (await api('GET', `/movimientos/${movementId}/notificaciones`, undefined, otherToken)).statusCode,
    ).toBe(404);
  });

  it('stops the mail when a template is off or the generator has the event switched off', async () => {
    const list = (await api('GET', '/plantillas')).json<{ data: TTemplate[] }>().data;
    const staff = list.find((x) => x.eventId === 12 && x.recipientKind === 'empresa') as TTemplate;
    const off = await api('PUT', `/plantillas/${staff.id}`, {
      ...template(12, 'empresa', { staffEmails: staff.staffEmails }),
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const muted = await api('PUT', `/plantillas/generadores/${generatorId}/eventos-desactivados`, {
      mutedEventIds: [12],
    });
    expect(muted.statusCode).toBe(200);
    expect(
      (await erpEvent({ id_events: '12', fecha: '2026-03-02 17:00', remesa: 'NT-1-2', id_externo: 'nt-12b' }))
        .statusCode,
    ).toBe(201);
    expect((await mailsTo('ana@agro.demo')).length).toBe(1);
    expect((await mailsTo('trafico@transportes.demo')).length).toBe(1);
    const generatorsList = (
      await api('GET', '/plantillas/generadores?q=agro')
    ).json<TGeneratorsNotificationsResponse>().data;
    expect(generatorsList.find((g) => g.id === generatorId)?.mutedEventIds).toEqual([12]);
    await api('PUT', `/plantillas/generadores/${generatorId}/eventos-desactivados`, { mutedEventIds: [] });
  });

  it('sends the driver’s INICIAR VIAJE once, even when the offline outbox sends the record again', async () => {
    expect((await api('POST', '/plantillas', template(5, 'generador'))).statusCode).toBe(201);
    const contacts = (
      await api('GET', '/plantillas/generadores?q=900111222')
    ).json<TGeneratorsNotificationsResponse>().data;
    const ana = contacts[0]?.contacts.find((c) => c.email === 'ana@agro.demo');
    expect(ana).toBeDefined();
    const updated = await api('PUT', `/plantillas/contactos/${ana?.id}`, {
      name: 'Ana Compras',
      email: 'ana@agro.demo',
      eventIds: [],
    });
    expect(updated.statusCode).toBe(200);

    await t.app.db.delete(massConfiguredEvents).where(eq(massConfiguredEvents.customerId, company));
    await t.app.db.insert(massConfiguredEvents).values({
      customerId: company,
      eventId: 5,
      sequence: 1,
      timeMinutes: 0,
      photoNumbers: 0,
      photoRequired: 0,
    });
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
    driver = await createDriverWithSession(t.app, { customerId: company, nombre: 'Pedro Páez' });
    await assignDriver(t.app, movementId, driver.driverId);
    const post = (url: string, payload: object | FormData) =>
      t.app.inject({ method: 'POST', url: `/api/conductor/${url}`, headers: driver.headers, payload });
    const signature = randomUUID();
    const photo = new FormData();
    photo.append('clientId', signature);
    photo.append('foto', new Blob([demoPhoto(PHOTO_SCENES[0] as (typeof PHOTO_SCENES)[number], 3)]), 'f.png');
    expect((await post('fotos', photo)).statusCode).toBeLessThan(300);
    const inspected = await post('inspecciones', {
      clientId: randomUUID(),
      movementId,
      inspectedAt: t.clock.now().toISOString(),
      items: [{ checklistItemId: item?.id, rate: 5 }],
      signaturePhotoId: signature,
      clauseAccepted: true,
    });
    expect(inspected.statusCode, inspected.body).toBe(201);
    const start = {
      clientId: randomUUID(),
      movementId,
      eventId: 5,
      occurredAt: t.clock.now().toISOString(),
      geoDenied: true,
      note: 'Salgo con <lluvia>',
    };
    const first = await post('eventos', start);
    expect(first.statusCode, first.body).toBe(201);
    expect((await post('eventos', start)).statusCode).toBe(200); // the offline outbox's resend
    const mails = (await mailsTo('ana@agro.demo')).filter((m) => m.subject.includes('INICIAR VIAJE'));
    // A manifest-wide event concerns both consignments of the generator: still one mail per recipient.
    expect(mails.length).toBe(1);
    expect(mails[0]?.text).toContain('Novedad: Salgo con <lluvia>.');
    expect(mails[0]?.html).toContain('Novedad: Salgo con &lt;lluvia&gt;.');
  });

  it('opts a recipient out by the signed link; a tampered link is refused and stops nothing', async () => {
    const [mail] = await mailsTo('ana@agro.demo');
    const link = /notificaciones\/baja\?t=([\w.-]+)/.exec(mail?.text ?? '')?.[1] as string;
    expect(link).toBeTruthy();
    const tampered = `${link.slice(0, -1)}${link.endsWith('0') ? '1' : '0'}`;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notificaciones/baja',
      payload: { t: tampered },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<TErrorResponse>().message).toBe(MSG.ntfOptOutInvalid);
    const otherAddress = link.replace(
      /\.[^.]+\./,
      `.${Buffer.from('otro@agro.demo').toString('base64url')}.`,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notificaciones/baja', payload: { t: otherAddress } }))
        .statusCode,
    ).toBe(400);

    const info = await t.app.inject({ method: 'GET', url: `/api/notificaciones/baja?t=${link}` });
    expect(info.json<TOptOutInfo>()).toEqual({
      empresa: 'Transportes Demo S.A.S.',
      email: 'ana@agro.demo',
      isOptedOut: false,
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/notificaciones/baja',
      payload: { t: link },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<TOptOutInfo>().isOptedOut).toBe(true);

    const before = (await mailsTo('ana@agro.demo')).length;
    const beforeRecipient = (await mailsTo('recibe@central.demo')).length;
    expect(
      (await erpEvent({ id_events: '12', fecha: '2026-03-03 09:00', remesa: 'NT-1-1', id_externo: 'nt-12c' }))
        .statusCode,
    ).toBe(201);
    expect((await mailsTo('ana@agro.demo')).length).toBe(before);
    expect((await mailsTo('recibe@central.demo')).length).toBe(beforeRecipient + 1);
  });

  it('keeps each company on its own templates and contacts', async () => {
    const mine = (await api('GET', '/plantillas')).json<{ data: TTemplate[] }>().data;
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await api('GET', '/plantillas', undefined, otherToken);
    expect(theirs.json<{ data: TTemplate[] }>().data.filter((x) => mine.some((m) => m.id === x.id))).toEqual(
      [],
    );
    const target = mine[0] as TTemplate;
    const edit = await api(
      'PUT',
      `/plantillas/${target.id}`,
      template(target.eventId, 'generador'),
      otherToken,
    );
    expect(edit.statusCode).toBe(404);
    const contacts = (
      await api('GET', '/plantillas/generadores?q=900111222')
    ).json<TGeneratorsNotificationsResponse>().data;
    const contactId = contacts[0]?.contacts[0]?.id as number;
    expect(contactId).toBeGreaterThan(0);
    expect(
      (await api('DELETE', `/plantillas/contactos/${contactId}`, undefined, otherToken)).statusCode,
    ).toBe(404);
    expect(
      (
        await api(
          'POST',
          `/plantillas/generadores/${generatorId}/contactos`,
          { name: 'X', email: 'x@x.demo' },
          otherToken,
        )
      ).statusCode,
    ).toBe(404);
    const { token: generatorToken } = await loginAs(t.app, 'generador@trazo.demo');
    expect((await api('GET', '/plantillas', undefined, generatorToken)).statusCode).toBe(403);
    expect(
      (await api('GET', `/movimientos/${movementId}/notificaciones`, undefined, generatorToken)).statusCode,
    ).toBe(403);
    const leaked = await t.app.db.select().from(emailOutbox).where(like(emailOutbox.to, '%@x.demo'));
    expect(leaked).toEqual([]);
  });
});
