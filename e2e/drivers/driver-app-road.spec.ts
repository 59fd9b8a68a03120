import { randomUUID } from 'node:crypto';
import { type Page, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import {
  pendingBadge as badge,
  expectAllSent,
  inspectAllGood,
  PHONE,
  sign,
  signInToDriverApp,
  takePhotos,
  waitForOfflineCopy,
  waitForServiceWorker,
} from '../support/driver-app';
import { consignmentIds, DESTINATION, driverPhoto, type RoadTrip, roadTrip } from '../support/driver-trip';
import { expect } from '../support/patient-expect';

// Issue 22 items 6 and 10 on a 360 px phone: the advances kept on the phone for offline use, the
// inspection one category per screen with 'Todo bueno', the plan's order (only the next step is offered,
// the delivery last, the server refuses a step out of order), one loading event at the plant for the
// remesas loaded there (with a note the company sees), 'Navegar', the queue counted in records, the
// header following the remesas, and the finished trip in 'Viajes terminados', read-only.

test.describe.configure({ timeout: 180_000 });
test.use(PHONE);

const fotos = (page: Page) => page.locator('.field').filter({ hasText: /^Fotos \(/ });
const card = (page: Page, remesa: string) => page.getByRole('region', { name: `Remesa ${remesa}` });

test('the road: advances offline, inspection by category, plant loading in one tap, order, finished trips', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['geolocation']);
  const trip: RoadTrip = await roadTrip(page.request, 350_000);
  const [r1, r2, r3] = trip.remesas;

  // Signed in with signal, the phone keeps every open trip's money: offline, the advance is there.
  const money = page.waitForResponse((r) =>
    r.url().endsWith(`/api/conductor/viajes/${trip.movementId}/dinero`),
  );
  await signInToDriverApp(page, trip.documento, trip.password);
  expect((await money).status()).toBe(200);
  await waitForOfflineCopy(page, `/conductor/viajes/${trip.movementId}/dinero`);
  // And the app's own code: the money screen is not in the first load (a screen that cannot load says so,
  // see driver-app-offline.spec.ts).
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: `Manifiesto ${trip.manifest}` }).click();
  await page.getByRole('button', { name: 'Gastos y anticipos' }).click();
  await expect(page.getByTestId('anticipos')).toContainText('$ 350.000');
  await context.setOffline(false);
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Manifiesto ${trip.manifest}` })).toBeVisible();

  await inspectAllGood(page);
  await page.getByRole('button', { name: 'INICIAR VIAJE' }).click();
  await takePhotos(fotos(page));
  await page.getByRole('button', { name: 'Registrar INICIAR VIAJE' }).click();
  await expect(page.getByTestId('estado-viaje')).toHaveText('En ruta');
  await expectAllSent(page);

  // 'Navegar': by the coordinates when known, else by the address.
  const waze = card(page, r1).getByRole('link', { name: 'Navegar con Waze' });
  await expect(waze).toHaveAttribute(
    'href',
    `https://waze.com/ul?ll=${DESTINATION.latitud}%2C${DESTINATION.longitud}&navigate=yes`,
  );
  await expect(card(page, r3).getByRole('link', { name: 'Navegar con Google Maps' })).toHaveAttribute(
    'href',
    /destination=Cl\.%2010%20Sur/,
  );

  // The plan's order: only the next step is offered, and the delivery comes after the last one.
  await expect(card(page, r1).getByRole('button', { name: /^Registrar / })).toHaveCount(1);
  await expect(card(page, r1).getByRole('button', { name: /Registrar entrega/ })).toHaveCount(0);
  await expect(card(page, r1)).toContainText('La entrega se registra después de FIN DE CARGUE EN PLANTA.');
  // And the server refuses a step out of order, in Spanish, whatever sends it.
  const ids = await consignmentIds(page.request, trip);
  const early = await page.request.post('/api/conductor/eventos', {
    headers: trip.driverHeaders,
    data: {
      clientId: randomUUID(),
      movementId: trip.movementId,
      consignmentId: ids.get(r3),
      eventId: 15,
      occurredAt: new Date().toISOString(),
      geoDenied: true,
      photos: [await driverPhoto(page.request, trip)],
    },
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { message: string }).message).toBe(
    'Primero registre lo que el plan de la remesa pide antes: INICIO DE CARGUE EN PLANTA.',
  );

  // At the plant, offline: one tap records INICIO DE CARGUE EN PLANTA for the two remesas loaded there,
  // with a note; the queue counts one record (its photo is not counted apart).
  await context.setOffline(true);
  const both = card(page, r1).getByRole('button', {
    name: `Registrar INICIO DE CARGUE EN PLANTA de la remesa ${r1} y 1 más cargadas en el mismo lugar`,
  });
  await expect(both).toHaveText('Registrar (2 remesas)');
  await expect(card(page, r3).getByRole('button', { name: /^Registrar INICIO/ })).toHaveText('Registrar');
  await both.click();
  await expect(
    page.getByText(`Se registra también para la remesa ${r2}, cargadas en el mismo lugar.`),
  ).toBeVisible();
  await takePhotos(fotos(page));
  await page.getByLabel('Nota (opcional)').fill('Muelle 4, portería norte');
  await page.getByRole('button', { name: 'Registrar INICIO DE CARGUE EN PLANTA' }).click();
  await expect(badge(page)).toHaveText('1 por enviar');
  for (const r of [r1, r2]) {
    await expect(card(page, r)).toContainText(/Último registro: INICIO DE CARGUE EN PLANTA, .* · por enviar/);
    await expect(
      card(page, r).getByRole('button', { name: /^Registrar FIN DE CARGUE EN PLANTA/ }),
    ).toBeVisible();
  }
  await expect(card(page, r3)).toContainText('Último registro: INICIAR VIAJE');
  await context.setOffline(false);
  await expectAllSent(page, 60_000);

  // FIN DE CARGUE EN PLANTA in one tap too; the third remesa goes its own way through the API and is
  // rejected at the destination (its delivery after its steps).
  await card(page, r1)
    .getByRole('button', { name: /^Registrar FIN DE CARGUE EN PLANTA/ })
    .click();
  await takePhotos(fotos(page));
  await page.getByRole('button', { name: 'Registrar FIN DE CARGUE EN PLANTA' }).click();
  await expectAllSent(page);
  await recordByApi(page, trip, ids.get(r3) as number);

  // The two deliveries on the phone; the header follows the remesas, not only the start.
  await page.getByRole('button', { name: 'Viajes' }).click();
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
  await page.getByRole('button', { name: `Manifiesto ${trip.manifest}` }).click();
  await expect(card(page, r3).getByText('Entrega rechazada', { exact: true })).toBeVisible();
  for (const r of [r1, r2]) await deliver(page, r);
  await expect(page.getByTestId('estado-viaje')).toHaveText('Con novedad');
  await expect(page.getByText('Viaje terminado: solo lectura.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Registrar/ })).toHaveCount(0);
  await expectAllSent(page, 30_000);

  // 'Viajes terminados': the finished trip leaves the open list and is listed there.
  await page.getByRole('button', { name: 'Viajes' }).click();
  await expect(page.getByRole('button', { name: `Manifiesto ${trip.manifest}` })).toHaveCount(0);
  await page.getByRole('button', { name: /^Viajes terminados \(\d+\)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Viajes terminados' })).toBeVisible();
  const finished = page.getByRole('button', { name: `Manifiesto ${trip.manifest}` });
  await expect(finished).toContainText('Con novedad');
  await finished.click();
  await expect(page.getByText('Viaje terminado: solo lectura.')).toBeVisible();

  // The company reads the driver's note in the movement's timeline.
  const portal = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  try {
    const office = await portal.newPage();
    await loginAs(office, 'transporte');
    await office.goto(`/empresa-transporte/detallemovimiento?manifiesto=${trip.manifest}`);
    await expect(office.getByRole('heading', { name: `Manifiesto ${trip.manifest}` })).toBeVisible();
    await office
      .getByRole('tab', { name: /Eventos/ })
      .first()
      .click();
    await expect(office.getByTestId('event-note').first()).toHaveText(
      'Nota del conductor: Muelle 4, portería norte',
    );
  } finally {
    await portal.close();
  }
});

/** The third remesa's steps and its rejection, sent by the driver's API session (not the phone). */
async function recordByApi(page: Page, trip: RoadTrip, consignmentId: number) {
  const send = async (url: string, data: object) => {
    const res = await page.request.post(`/api/conductor/${url}`, {
      headers: trip.driverHeaders,
      data: {
        clientId: randomUUID(),
        movementId: trip.movementId,
        consignmentId,
        occurredAt: new Date().toISOString(),
        geoDenied: true,
        ...data,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await send('eventos', { eventId: 14, photos: [await driverPhoto(page.request, trip)] });
  await send('eventos', { eventId: 15, photos: [await driverPhoto(page.request, trip)] });
  const reasons = await page.request.get('/api/conductor/motivos-rechazo', { headers: trip.driverHeaders });
  const reason = ((await reasons.json()) as { data: { id: number }[] }).data[0]?.id;
  await send('entregas', { tipo: 12, reasonId: reason, photos: [await driverPhoto(page.request, trip)] });
}

async function deliver(page: Page, remesa: string) {
  await card(page, remesa)
    .getByRole('button', { name: `Registrar entrega de la remesa ${remesa}` })
    .click();
  await page.getByRole('button', { name: 'ENTREGA EXITOSA' }).click();
  await page.getByLabel('Nombre de quien recibe').fill('Ana Receptora');
  await page.getByLabel('Documento de quien recibe').fill('52123456');
  await sign(page, page.getByTestId('firma'));
  await takePhotos(page.locator('.field').filter({ hasText: 'Fotos de los documentos firmados' }), 1);
  await page.getByRole('button', { name: 'Guardar entrega' }).click();
  await expect(card(page, remesa).getByText('Entregada', { exact: true })).toBeVisible();
}
