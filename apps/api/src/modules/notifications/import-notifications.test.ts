import { IMPORT_COLUMNS, type TImportReport, type TTemplatesResponse } from '@trazo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, generators, movementEvents, movements, notificationTemplates } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, eventForm } from '../integration/integration-test-helpers';

// Issue 27 §2 and the spreadsheet import: a row carries a manifest and a consignment, never an event or a
// state (import-contracts.ts IMPORT_COLUMNS; spec §3 has no creation event). The import upserts exactly as
// the ERP's batch does (upsertMovements), and that records no event either, so importing mails nothing;
// the imported movement's events, recorded later by the driver or the ERP, send its templates once.

const header = IMPORT_COLUMNS.map((c) => c.key);
const example = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])) as Record<string, string>;
const csvOf = (rows: Record<string, string>[]) =>
  Buffer.from(
    [header, ...rows.map((r) => header.map((k) => r[k] ?? example[k] ?? ''))]
      .map((r) => r.join(';'))
      .join('\r\n'),
  );

describe('plantillas: the spreadsheet import', () => {
  let t: TestApp;
  let token: string;
  let company: number;
  const staff = 'trafico@import.demo';
  const contact = 'compras@import.demo';
  const api = (method: 'GET' | 'POST', url: string, payload?: object | FormData) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...withCookie(token) });
  const importFile = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('archivo', new Blob([bytes]), 'movimientos.csv');
    const res = await api('POST', '/movimientos/importacion', form);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TImportReport>();
  };
  const notifications = () =>
    t.app.db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'event-notification'), inArray(emailOutbox.to, [staff, contact])));
  const fileB = csvOf([
    { manifiesto_numero: 'IMPN-2', remesa_numero: 'IMPN-2-1', fecha_despacho: '02/03/2026 07:45' },
    { manifiesto_numero: 'IMPN-2', remesa_numero: 'IMPN-2-2', fecha_despacho: '02/03/2026 07:45' },
  ]);

  beforeAll(async () => {
    t = await createTestApp();
    company = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    await t.app.db.delete(notificationTemplates).where(eq(notificationTemplates.customerId, company));
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    // A first file brings the generator, so its contact can be kept before the file under test.
    await importFile(
      csvOf([{ manifiesto_numero: 'IMPN-1', remesa_numero: 'IMPN-1-1', fecha_despacho: '01/03/2026 07:45' }]),
    );
    const [generator] = await t.app.db
      .select({ id: generators.id })
      .from(generators)
      .where(and(eq(generators.customerId, company), eq(generators.nit, example.generador_nit as string)));
    const saved = await api('POST', `/plantillas/generadores/${generator?.id}/contactos`, {
      name: 'Compras',
      email: contact,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // A template for every active event, to the generator's contacts and the company's staff.
    const { events } = (await api('GET', '/plantillas')).json<TTemplatesResponse>();
    expect(events.length).toBeGreaterThanOrEqual(17);
    await t.app.db.insert(notificationTemplates).values(
      events.flatMap(({ eventId }) =>
        (['generador', 'empresa'] as const).map((recipientKind) => ({
          customerId: company,
          eventId,
          recipientKind,
          subject: '{{evento}} {{manifiesto}}',
          body: 'El vehículo {{placa}} registró {{evento}}.',
          staffEmails: recipientKind === 'empresa' ? [staff] : [],
        })),
      ),
    );
  }, 2 * SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('records no event and queues no mail when a file creates movements, nor when it comes again', async () => {
    const report = await importFile(fileB);
    expect(report.movimientos.creados).toBe(1);
    expect(report.remesas.creados).toBe(2);
    const [imported] = await t.app.db
      .select({ id: movements.id, estado: movements.estado })
      .from(movements)
      .where(and(eq(movements.customerId, company), eq(movements.manifiestoNumero, 'IMPN-2')));
    expect(imported?.estado).toBe('programado');
    const events = await t.app.db
      .select()
      .from(movementEvents)
      .where(eq(movementEvents.movementId, imported?.id as number));
    expect(events).toEqual([]);
    expect(await notifications()).toEqual([]);
    const again = await importFile(fileB);
    expect(again.movimientos.sin_cambios).toBe(1);
    expect(await notifications()).toEqual([]);
  });

  it('sends the templates of an imported movement’s event once; importing the file again adds nothing', async () => {
    const { key } = await createKey(t.app);
    const erpEvent = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/integracion/movimientos/IMPN-2/eventos',
        headers: { 'x-api-key': key.llave },
        payload: eventForm({ id_events: '2', fecha: '2026-03-02 06:30', id_externo: 'impn-2-llegada' }),
      });
    expect((await erpEvent()).statusCode).toBe(201);
    expect((await erpEvent()).statusCode).toBe(200); // the ERP's resend
    const expected = [
      { to: contact, subject: 'LLEGADA A CARGUE IMPN-2' },
      { to: staff, subject: 'LLEGADA A CARGUE IMPN-2' },
    ];
    const sort = (list: { to: string; subject: string }[]) =>
      [...list].sort((a, b) => a.to.localeCompare(b.to));
    // A manifest-wide event of two consignments of one generator: one mail per recipient.
    expect(sort(await notifications())).toEqual(expected);
    expect((await importFile(fileB)).movimientos.sin_cambios).toBe(1);
    expect(sort(await notifications())).toEqual(expected);
  });
});
