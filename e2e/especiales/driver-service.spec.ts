import { type APIRequestContext, type Browser, test } from '@playwright/test';
import { fillLogin } from '../support/auth';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts';
import {
  pendingBadge as badge,
  expectAllSent,
  PHONE,
  signInToDriverApp,
  waitForServiceWorker,
} from '../support/driver-app';
import { expect } from '../support/patient-expect';

// Issue 24 item 6: the dispatcher programs a service with a named pick-up list and issues its FUEC; the
// especiales demo driver (phone size) opens it in the drivers' app, loses the signal, shows the FUEC,
// starts the service, marks the pick-up (one passenger on board, one no-show) and finishes it; with the
// signal back the queue empties and the portal's service detail shows it finalizada with its road.

const DRIVER = { documento: '2020202020', password: DEMO_PASSWORD };
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe.configure({ timeout: 240_000 });
test.use(PHONE);

/** A day in Bogotá, `days` from today, as YYYY-MM-DD. */
const bogotaDay = (days: number) =>
  new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface Named {
  id: number;
  name?: string;
  number?: number;
}

/** The operator's session on a request context: login, then Especiales Demo chosen. */
async function operatorApi(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    headers: HEADERS,
    data: { email: DEMO.especiales.email, password: DEMO_PASSWORD, remember: false },
  });
  expect(login.status()).toBe(200);
  const mine = await request.get('/api/mis-empresas', { headers: HEADERS });
  expect(mine.status(), await mine.text()).toBe(200);
  const companies = (await mine.json()) as { data: { id: number; name: string }[] };
  const operator = companies.data.find((c) => c.name === 'Especiales Demo S.A.S.');
  expect(operator).toBeTruthy();
  const chosen = await request.post('/api/seleccionar_empresa', {
    headers: HEADERS,
    data: { id_customer: operator?.id },
  });
  expect(chosen.status()).toBe(200);
  const list = async (path: string) => {
    const response = await request.get(`/api${path}`, { headers: HEADERS });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { data: Named[] }).data;
  };
  return { list };
}

/** A programmed service for the demo driver, with two funcionarios and its FUEC; a free slot is searched. */
async function programmedService(request: APIRequestContext, day: string) {
  const { list } = await operatorApi(request);
  const contract = (await list('/especiales/contratos?per_page=50')).find((c) => c.number === 1);
  const places = await list('/especiales/origenes-destinos?per_page=100');
  const origin = places.find((p) => p.name === 'Portal Norte') ?? places[0];
  const destination = places.find((p) => p.name === 'Torre Calle 100') ?? places[1];
  const staff = (await list('/especiales/funcionarios?per_page=2')) as unknown as {
    id: number;
    firstNames: string;
    lastNames: string;
  }[];
  const centre = (await list('/especiales/centros-costos?per_page=1'))[0];
  const resources = (await (
    await request.get('/api/especiales/solicitudes/recursos', { headers: HEADERS })
  ).json()) as {
    vehicles: { id: number; plate: string }[];
    drivers: { id: number; document: string }[];
  };
  const driver = resources.drivers.find((d) => d.document === DRIVER.documento);
  const vehicle = resources.vehicles.find((v) => v.plate === 'WES102');
  expect(contract && origin && destination && centre && driver && vehicle && staff.length === 2).toBeTruthy();
  // Each run its own slot: a vehicle or driver already busy then answers 409 and the next slot is tried.
  for (let attempt = 0; attempt < 24; attempt++) {
    const minutes = 9 * 60 + ((Math.floor(Date.now() / 1000) + attempt * 17) % 36) * 10;
    const startTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const filed = await request.post('/api/especiales/solicitudes', {
      headers: HEADERS,
      data: {
        date: day,
        startTime,
        durationMinutes: 30,
        contractId: contract?.id,
        originId: origin?.id,
        destinationId: destination?.id,
        passengerIds: staff.map((s) => s.id),
        passengerCount: null,
        costCentreId: centre?.id,
        vehicleClass: 'buseta',
        observations: 'Prueba de la app de conductores',
      },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const id = ((await filed.json()) as { id: number }).id;
    const programmed = await request.post(`/api/especiales/solicitudes/${id}/programar`, {
      headers: HEADERS,
      data: { vehicleId: vehicle?.id, driverIds: [driver?.id] },
    });
    if (programmed.status() === 409) {
      await request.post(`/api/especiales/solicitudes/${id}/estado`, {
        headers: HEADERS,
        data: { to: 'cancelada', reason: 'Prueba: horario ocupado' },
      });
      continue;
    }
    expect(programmed.status(), await programmed.text()).toBe(200);
    const fuec = await request.post('/api/especiales/fuec', {
      headers: HEADERS,
      data: {
        contractId: contract?.id,
        vehicleId: vehicle?.id,
        driverIds: [driver?.id],
        startDate: day,
        endDate: day,
        route: `${origin?.name} – ${destination?.name}`,
        serviceId: id,
      },
    });
    expect(fuec.status(), await fuec.text()).toBe(201);
    const { number } = (await fuec.json()) as { number: string };
    const names = staff.map((s) => `${s.firstNames} ${s.lastNames}`);
    return { id, origin: origin?.name as string, names, fuecNumber: number };
  }
  throw new Error('no free slot for WES102 and the demo driver');
}

test('the driver runs an especial service offline: FUEC, start, pick-up, finish; the portal sees it finalizada', async ({
  page,
  context,
  browser,
}) => {
  // Repetitions run in parallel: each on its own day (and the FUEC is issued for its own service).
  const day = bogotaDay(1 + test.info().repeatEachIndex);
  const service = await programmedService(page.request, day);

  await context.grantPermissions(['geolocation']);
  await signInToDriverApp(page, DRIVER.documento, DRIVER.password);
  await waitForServiceWorker(page);
  const card = page.getByRole('button', { name: `Servicio especial N.º ${service.id}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Programado');
  await card.click();
  await expect(page.getByRole('heading', { name: `Servicio N.º ${service.id}` })).toBeVisible();
  await expect(page.getByText(`Pasajeros: ${service.names.join(', ')}`)).toBeVisible();

  // No signal from here on: the FUEC comes from the copy on the phone.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Ver FUEC' }).click();
  await expect(page.getByRole('heading', { name: 'FUEC', exact: true })).toBeVisible();
  await expect(page.getByTestId('fuec-numero')).toHaveText(service.fuecNumber);
  const qr = page.getByRole('img', { name: `Código QR de verificación del FUEC ${service.fuecNumber}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Placa WES102')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar PDF' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Volver al servicio' }).click();

  await page.getByRole('button', { name: 'INICIAR SERVICIO' }).click();
  await expect(page.getByTestId('estado-servicio')).toHaveText('En curso');
  await expect(badge(page)).toHaveText('1 por enviar');

  const pickUp = page.getByRole('region', { name: `Punto ${service.origin}` });
  await pickUp.getByRole('button', { name: 'Registrar recogida' }).click();
  const [first, second] = service.names as [string, string];
  await pickUp.getByRole('group', { name: first }).getByRole('radio', { name: 'A bordo' }).check();
  await pickUp.getByRole('group', { name: second }).getByRole('radio', { name: 'No se presentó' }).check();
  await pickUp.getByRole('button', { name: `Guardar recogida en ${service.origin}` }).click();
  await expect(pickUp).toContainText('1 a bordo, 1 no se presentó');
  await expect(pickUp).toContainText(/Hecho \d/);
  await expect(badge(page)).toHaveText('2 por enviar');

  await page.getByRole('button', { name: 'FINALIZAR SERVICIO' }).click();
  await expect(page.getByText(/^Queda 1 punto de la ruta sin registrar\./)).toBeVisible();
  await page.getByRole('button', { name: 'Sí, finalizar' }).click();
  await expect(page.getByTestId('estado-servicio')).toHaveText('Finalizado');
  await expect(page.getByText('Servicio finalizado: se enviará al volver la señal.')).toBeVisible();
  await expect(badge(page)).toHaveText('3 por enviar');

  // Signal back: the queue goes out in order and empties.
  await context.setOffline(false);
  await expectAllSent(page, 60_000);

  await checkPortal(browser, service.id, day, service.origin);
});

/** The dispatcher's board: the service finalizada, its road (1 point, 1 on board) in the detail. */
async function checkPortal(browser: Browser, id: number, day: string, origin: string) {
  const portal = await browser.newContext();
  try {
    const page = await portal.newPage();
    await page.goto('/login');
    await fillLogin(page, DEMO.especiales.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/especiales\/select-customer$/, { timeout: 30_000 });
    await page
      .getByRole('main')
      .getByRole('button', { name: /Especiales Demo S\.A\.S\./ })
      .click();
    await expect(page).toHaveURL(/\/especiales\/inicio$/, { timeout: 30_000 });
    await page.goto('/especiales/solicitudes-transporte-especial');
    await page.getByLabel('Fecha', { exact: true }).fill(day);
    const row = page.getByRole('row').filter({ has: page.getByLabel(`Servicio ${id}`, { exact: true }) });
    await expect(row).toContainText('Finalizada');
    await row.click();
    const drawer = page.getByRole('dialog', { name: 'Detalle del servicio' });
    await expect(drawer.getByRole('heading', { name: `Servicio N.º ${id}` })).toBeVisible();
    await expect(drawer.getByTestId('recorrido-puntos')).toHaveText('Puntos registrados: 1 de 2');
    await expect(drawer.getByTestId('recorrido-a-bordo')).toHaveText('Pasajeros a bordo: 1');
    const road = drawer.getByRole('table', { name: 'Recorrido (app de conductores)' });
    await expect(road.getByRole('row').filter({ hasText: origin })).toContainText(
      'Conductor Especiales Demo',
    );
    const history = drawer.getByRole('table', { name: 'Historial de cambios' });
    await expect(history).toContainText('En curso → Finalizada');
    await expect(history).toContainText('Conductor Especiales Demo (app de conductores)');
  } finally {
    await portal.close();
  }
}
