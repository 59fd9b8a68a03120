import { randomInt } from 'node:crypto';
import { type Browser, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { declaration, fillInspection, PHONE, signInToDriverApp } from '../support/driver-app';
import { assignTrip, createDriver, inspectThroughApi, ok, sendTrips } from '../support/driver-trips';
import { expect } from '../support/patient-expect';

// Issue 22 items 2, 7, 9 on a 360 px phone and the company's portal: a trip reassigned to another driver
// asks that driver for their own inspection, which needs the veracity declaration; a driver blocked by a
// failed critical item is badged in the list and on Inicio, and the phone unblocks by itself once the
// company records the fix.

test.describe.configure({ timeout: 150_000 });
test.use(PHONE);

/** The transport company's portal on a desktop window, with its signed-in request context. */
async function companyPortal(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  await loginAs(page, 'transporte');
  return { context, page, api: page.request };
}

const suffix = () => String(randomInt(10_000, 99_999));

test('a trip reassigned to another driver asks that driver for their own inspection, with the declaration', async ({
  page,
  browser,
}) => {
  const portal = await companyPortal(browser);
  try {
    const n = suffix();
    const [first, second] = [`E2E-IP-${n}-1`, `E2E-IP-${n}-2`];
    const trips = await sendTrips(portal.api, [first, second], `P${n}`);
    const ana = await createDriver(portal.api, `Ana Inspección ${n}`);
    const beto = await createDriver(portal.api, `Beto Inspección ${n}`);
    await assignTrip(portal.api, trips[first] as number, ana.id);
    await assignTrip(portal.api, trips[second] as number, ana.id);
    // Ana inspects the vehicle for her first trip; the second goes to Beto.
    await inspectThroughApi(portal.api, ana, trips[first] as number);
    await assignTrip(portal.api, trips[second] as number, beto.id);

    await signInToDriverApp(page, beto.documento, beto.password);
    await page.getByRole('button', { name: `Manifiesto ${second}` }).click();
    await expect(page.getByRole('heading', { name: `Manifiesto ${second}` })).toBeVisible();
    await expect(
      page.getByText('Otro conductor inspeccionó hoy este vehículo.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Hecha', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'INICIAR VIAJE' })).toBeDisabled();

    // His own inspection: refused on the phone until he accepts the declaration.
    await page.getByRole('button', { name: 'Hacer inspección preoperacional' }).click();
    await fillInspection(page);
    await expect(declaration(page)).not.toBeChecked();
    await page.getByRole('button', { name: 'Guardar inspección' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Acepte la declaración de veracidad.' }),
    ).toBeVisible();
    await declaration(page).check();
    await page.getByRole('button', { name: 'Guardar inspección' }).click();
    await expect(page.getByText('Hecha', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'INICIAR VIAJE' })).toBeEnabled();

    // The PESV report of his trip finds his inspection, with the declaration he accepted.
    const print = await ok<{ inspecciones: { conductor_nombre: string; clausula: string }[] }>(
      await portal.api.post('/api/buscar_datos_vehiculo', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { tipo_filtro: 0, num_movimiento: second, formato: 'imprimir' },
      }),
    );
    expect(print.inspecciones.map((i) => i.conductor_nombre)).toEqual([beto.nombre]);
    expect(print.inspecciones[0]?.clausula).toMatch(/^Declaro que la información registrada es verídica/);
  } finally {
    await portal.context.close();
  }
});

test('a blocked driver is badged in the list and on Inicio; the fix unblocks the phone without a reload', async ({
  page,
  browser,
}) => {
  const portal = await companyPortal(browser);
  try {
    const n = suffix();
    const manifest = `E2E-BL-${n}`;
    const trips = await sendTrips(portal.api, [manifest], `B${n}`);
    const driver = await createDriver(portal.api, `Carla Bloqueo ${n}`);
    await assignTrip(portal.api, trips[manifest] as number, driver.id);
    const inspection = await inspectThroughApi(portal.api, driver, trips[manifest] as number, 2);
    expect(inspection.blocked).toBe(true);

    // The dispatcher sees it without opening the movement: the list's badge and Inicio's alert.
    await portal.page.goto(`/empresa-transporte/viajes?manifiesto=${manifest}`);
    const row = portal.page.getByRole('row').filter({ hasText: manifest });
    await expect(row.getByTestId('blocked-badge')).toHaveText('Bloqueado por inspección');
    await portal.page.goto('/empresa-transporte/inicio');
    const alert = portal.page.getByTestId('blocked-trips-alert');
    await expect(alert).toContainText(/Conductores detenidos por un ítem crítico \(\d+\)/);
    await expect(alert.getByRole('link', { name: manifest })).toBeVisible();

    // The phone shows the block with a call to the company.
    await signInToDriverApp(page, driver.documento, driver.password);
    await page.getByRole('button', { name: `Manifiesto ${manifest}` }).click();
    await expect(
      page.getByText(/El viaje no puede iniciar hasta que la empresa registre la corrección/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Llamar a la empresa' })).toHaveAttribute(
      'href',
      /^tel:\+?\d{7,15}$/,
    );
    const start = page.getByRole('button', { name: 'INICIAR VIAJE' });
    await expect(start).toBeDisabled();

    // The company follows Inicio's link and records the fix.
    await alert.getByRole('link', { name: manifest }).click();
    const fix = portal.page.getByTestId('inspection-alert');
    await fix.getByLabel('Corrección realizada').fill('Se reemplazó la pieza');
    await fix.getByRole('button', { name: 'Registrar corrección' }).click();
    await expect(fix).toContainText('Corregido');

    // The open phone unblocks by itself (it asks every 25 s while the block is on screen).
    await expect(start).toBeEnabled({ timeout: 45_000 });
    await expect(page.getByRole('link', { name: 'Llamar a la empresa' })).toHaveCount(0);
    await portal.page.goto('/empresa-transporte/inicio');
    await expect(portal.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(portal.page.getByRole('link', { name: manifest })).toHaveCount(0);
  } finally {
    await portal.context.close();
  }
});
