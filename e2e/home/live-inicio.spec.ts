import { test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts';
import { expectAllSent, inspectAllGood, PHONE, signInToDriverApp, takePhotos } from '../support/driver-app';
import { roadTrip } from '../support/driver-trip';
import { expect } from '../support/patient-expect';

// Issue 26 items 1 and 3: the transport company keeps Inicio and its movement list open while a driver,
// on a phone in another browser context, starts the trip — the en ruta counter, the map's list and the
// list's row change without a reload, through the live stream.

test.describe.configure({ timeout: 180_000 });

/** The issue asks for 2 s; a busy CI machine gets more, still far below any polling (Inicio: 60 s). */
const LIVE_MS = 15_000;

test('a driver starts a trip: Inicio and the movement list follow it live', async ({ browser, request }) => {
  const trip = await roadTrip(request, 0);

  const office = await browser.newContext();
  const inicio = await office.newPage();
  // Signed in through the API (the login form is covered elsewhere): the context keeps the cookie.
  const login = await inicio.request.post('/api/login', {
    data: { email: DEMO.transporte.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await inicio.goto('/empresa-transporte/inicio');
  // Inicio's first answer can take long on a busy machine (seven counters, punctuality, the map).
  await expect(inicio.getByTestId('en-vivo')).toHaveAttribute('data-status', 'open', { timeout: 90_000 });
  const enRuta = inicio.getByTestId('contador-en_ruta-total');
  await expect(enRuta).toHaveText(/^\d[\d.]*$/);
  const before = Number((await enRuta.textContent())?.replace(/\./g, ''));
  // No position yet: the trip is not on the map's list.
  const mapList = inicio.getByRole('region', { name: 'Última posición de cada viaje en ruta' });
  await expect(mapList.locator(`li[data-manifest="${trip.manifest}"]`)).toHaveCount(0);

  const list = await office.newPage();
  await list.goto(`/empresa-transporte/viajes?manifiesto=${trip.manifest}`);
  const row = list.getByRole('row').filter({ hasText: trip.manifest });
  await expect(row).toContainText('Programado');
  // A marker on each page: a reload would drop it.
  for (const page of [inicio, list]) await page.evaluate(() => Object.assign(window, { __sinRecarga: true }));

  // The driver, on a phone in Bogotá: the day's inspection, then INICIAR VIAJE with its GPS position.
  const phoneContext = await browser.newContext(PHONE);
  await phoneContext.grantPermissions(['geolocation']);
  const phone = await phoneContext.newPage();
  await signInToDriverApp(phone, trip.documento, trip.password);
  await phone.getByRole('button', { name: `Manifiesto ${trip.manifest}` }).click();
  await inspectAllGood(phone);
  await phone.getByRole('button', { name: 'INICIAR VIAJE' }).click();
  await takePhotos(phone.locator('.field').filter({ hasText: /^Fotos \(/ }));
  await phone.getByRole('button', { name: 'Registrar INICIAR VIAJE' }).click();
  await expect(phone.getByTestId('estado-viaje')).toHaveText('En ruta');
  await expectAllSent(phone);

  // Within seconds, without a reload: the map's list carries the trip (fresh), the counter moved, the
  // row says En ruta.
  const marker = mapList.locator(`li[data-manifest="${trip.manifest}"]`);
  await expect(marker).toHaveAttribute('data-age', 'reciente', { timeout: LIVE_MS });
  await expect(marker).toContainText('INICIAR VIAJE');
  await expect(enRuta).not.toHaveText(String(before), { timeout: LIVE_MS });
  await expect(inicio.getByTestId('trip-map')).toHaveAttribute('data-markers', /^[1-9]\d*$/);
  await expect(inicio.locator('.trip-marker-reciente').first()).toBeVisible();
  await expect(row).toContainText('En ruta', { timeout: LIVE_MS });
  for (const page of [inicio, list]) {
    expect(await page.evaluate(() => (window as unknown as { __sinRecarga?: boolean }).__sinRecarga)).toBe(
      true,
    );
  }

  // The counter opens the list it counts; the map's entry opens the movement.
  await inicio.getByTestId('contador-en_ruta').click();
  await expect(inicio).toHaveURL(/\/empresa-transporte\/viajes\?indicador=en_ruta$/);
  await expect(inicio.getByTestId('indicador-activo')).toContainText('En ruta');
  await inicio.goBack();
  await mapList.getByRole('button', { name: new RegExp(`^Abrir movimiento ${trip.manifest} `) }).click();
  await expect(inicio).toHaveURL(
    new RegExp(`/empresa-transporte/detallemovimiento\\?manifiesto=${trip.manifest}$`),
  );

  await phoneContext.close();
  await office.close();
});
