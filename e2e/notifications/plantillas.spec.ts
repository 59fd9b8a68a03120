import { randomUUID } from 'node:crypto';
import { type Page, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { PHONE, sign, signInToDriverApp, takePhotos } from '../support/driver-app';
import { driverPhoto, type RoadTrip, roadTrip } from '../support/driver-trip';
import { inspectThroughApi } from '../support/driver-trips';
import { latestMail } from '../support/mailbox';
import { expect } from '../support/patient-expect';

// Issue 27 §2: the company edits the 'entrega exitosa' template with the variable picker and the live
// preview of a real movement; then the driver delivers from the phone and the demo generator's contact
// receives the e-mail written from that template (read from the development mailbox), listed in the
// movement's log.

test.describe.configure({ timeout: 240_000 });
test.use(PHONE);

const CONTACT = 'contacto@generador.demo';
const card = (page: Page, remesa: string) => page.getByRole('region', { name: `Remesa ${remesa}` });

/** INICIAR VIAJE and the plant loading of the first remesa, by the driver's API session (not the phone). */
async function startAndLoad(page: Page, trip: RoadTrip, consignmentId: number) {
  const send = async (data: object) => {
    const res = await page.request.post('/api/conductor/eventos', {
      headers: trip.driverHeaders,
      data: {
        clientId: randomUUID(),
        movementId: trip.movementId,
        occurredAt: new Date().toISOString(),
        geoDenied: true,
        photos: [await driverPhoto(page.request, trip)],
        ...data,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await send({ eventId: 5 });
  await send({ eventId: 14, consignmentId });
  await send({ eventId: 15, consignmentId });
}

test('a template edited with its preview is the e-mail a driver’s delivery sends', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['geolocation']);
  const trip = await roadTrip(page.request, 0);
  const [r1] = trip.remesas;
  const tag = randomUUID().slice(0, 6);
  const subject = `Entrega {{remesa}} · prueba ${tag}`;

  const portal = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  try {
    const office = await portal.newPage();
    await loginAs(office, 'transporte');
    await office.goto('/empresa-transporte/plantillas');
    await office
      .getByRole('button', { name: 'Editar plantilla ENTREGA EXITOSA Contactos del generador' })
      .click();
    const dialog = office.getByRole('dialog', { name: 'Editar plantilla' });
    await dialog.getByLabel('Asunto').fill(subject);
    const body = dialog.getByLabel('Mensaje');
    await body.focus();
    await body.press('ControlOrMeta+End');
    await body.pressSequentially(' Placa: ');
    await dialog.getByRole('button', { name: 'Insertar variable' }).click();
    await office.getByRole('menuitem', { name: /^Placa/ }).click();
    await expect(body).toHaveValue(/Placa: \{\{placa\}\}$/);

    await dialog.getByLabel('Movimiento de ejemplo').fill(trip.manifest);
    await office.getByRole('option', { name: new RegExp(`^${trip.manifest} ·`) }).click();
    await expect(dialog.getByTestId('template-preview-subject')).toHaveText(`Entrega ${r1} · prueba ${tag}`);
    await expect(
      dialog.frameLocator('iframe[title="Vista previa"]').getByText(`Placa: P${trip.manifest.slice(2)}`),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Guardar plantilla' }).click();
    await expect(office.getByRole('dialog')).toHaveCount(0);
    await expect(office.getByRole('cell', { name: `Entrega {{remesa}} · prueba ${tag}` })).toBeVisible();

    // The driver: start and plant loading by API, the delivery on the phone.
    const ids = await (
      await page.request.get(`/api/conductor/viajes/${trip.movementId}`, { headers: trip.driverHeaders })
    ).json();
    const consignmentId = (ids as { remesas: { id: number; remesaNumero: string }[] }).remesas.find(
      (r) => r.remesaNumero === r1,
    )?.id as number;
    await inspectThroughApi(
      page.request,
      { id: 0, nombre: '', documento: trip.documento, password: trip.password },
      trip.movementId,
    );
    await startAndLoad(page, trip, consignmentId);
    const since = new Date(Date.now() - 1000).toISOString();
    await signInToDriverApp(page, trip.documento, trip.password);
    await page.getByRole('button', { name: `Manifiesto ${trip.manifest}` }).click();
    await card(page, r1)
      .getByRole('button', { name: `Registrar entrega de la remesa ${r1}` })
      .click();
    await page.getByRole('button', { name: 'ENTREGA EXITOSA' }).click();
    await page.getByLabel('Nombre de quien recibe').fill('Ana Receptora');
    await page.getByLabel('Documento de quien recibe').fill('52123456');
    await sign(page, page.getByTestId('firma'));
    await takePhotos(page.locator('.field').filter({ hasText: 'Fotos de los documentos firmados' }), 1);
    await page.getByRole('button', { name: 'Guardar entrega' }).click();
    await expect(card(page, r1).getByText('Entregada', { exact: true })).toBeVisible();

    const mail = await latestMail(page.request, CONTACT, `Entrega ${r1} · prueba ${tag}`, since);
    expect(mail.text).toContain(`la remesa ${r1} fue entregada con éxito`);
    expect(mail.text).toContain(`Placa: P${trip.manifest.slice(2)}`);
    expect(mail.text).toMatch(/Dejar de recibir notificaciones: \S+\/notificaciones\/baja\?t=/);

    await office.goto(`/empresa-transporte/detallemovimiento?manifiesto=${trip.manifest}`);
    const log = office.getByRole('table', { name: 'Notificaciones enviadas' });
    await expect(
      log.getByTestId('notification-log-row').filter({ hasText: `Entrega ${r1} · prueba ${tag}` }),
    ).toContainText(CONTACT);
  } finally {
    await portal.close();
  }
});
