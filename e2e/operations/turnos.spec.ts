import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Browser, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { PHONE, signInToDriverApp } from '../support/driver-app';
import { assignTrip, createDriver, inspectThroughApi, ok } from '../support/driver-trips';
import { expect } from '../support/patient-expect';
import { toast } from '../support/toasts';

// Issue 27 §1 turnos: a driver enturns from a 360 px phone, the dispatcher adds a second turn and offers
// the first one a movement in the portal, and the driver accepts it on the phone: the trip is theirs.

test.describe.configure({ timeout: 180_000 });
test.use(PHONE);

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

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

/** Two programmed movements at a branch of their own (so the queue is this test's only). */
async function sendTrips(
  api: APIRequestContext,
  branch: string,
  trips: { manifiesto: string; placa: string }[],
) {
  const key = await ok<{ llave: string }>(
    await api.post('/api/integracion/llaves', { headers: XRW, data: { nombre: `e2e ${branch}` } }),
  );
  const party = {
    documento: '900333444',
    nombre: 'Central de Abastos',
    direccion: 'Cl. 1',
    zona: 'BOGOTÁ',
    telefono: '3001234567',
  };
  const batch = await ok<{ resultados: { id: number }[] }>(
    await api.post('/api/v1/integracion/movimientos', {
      headers: { 'x-api-key': key.llave },
      data: {
        movimientos: trips.map((t) => ({
          manifiesto_numero: t.manifiesto,
          fecha_despacho: new Date().toISOString().slice(0, 10),
          sucursal: branch,
          vehiculo: { placa: t.placa, marca: 'Hino' },
          conductor: { documento: `9${randomInt(100_000, 999_999)}`, nombre: 'Conductor ERP' },
          origen_descripcion: 'TUNJA',
          destino_descripcion: 'BOGOTÁ',
          remesas: [
            {
              remesa_numero: `${t.manifiesto}-1`,
              producto_descripcion: 'Papa',
              valor_declarado: 1000,
              unidades_final: 10,
              peso_final: 500,
              remitente: party,
              destinatario: party,
              generador: { nit: '900111222', nombre: 'Agro Boyacá S.A.S.' },
            },
          ],
        })),
      },
    }),
  );
  return batch.resultados.map((r) => r.id);
}

test('a driver enturns from the phone and accepts the movement the dispatcher offers', async ({
  page,
  browser,
}) => {
  const portal = await companyPortal(browser);
  try {
    const n = String(randomInt(10_000, 99_999));
    const branch = `E2E Turnos ${n}`;
    const [placaA, placaB] = [`TA${n}`, `TB${n}`];
    const [first, offered] = [`E2E-TU-${n}-1`, `E2E-TU-${n}-2`];
    const [firstId] = await sendTrips(portal.api, branch, [
      { manifiesto: first, placa: placaA },
      { manifiesto: offered, placa: placaB },
    ]);
    const ana = await createDriver(portal.api, `Ana Turno ${n}`);
    const beto = await createDriver(portal.api, `Beto Turno ${n}`);
    // Ana's inspection of today of vehicle A (made for a trip of hers): what 'Enturnarme' asks for.
    await assignTrip(portal.api, firstId as number, ana.id);
    await inspectThroughApi(portal.api, ana, firstId as number);

    // The phone: 'Enturnarme' at the branch with vehicle A.
    await signInToDriverApp(page, ana.documento, ana.password);
    await page.getByRole('button', { name: 'Enturnarme' }).click();
    await expect(page.getByRole('heading', { name: 'Enturnarme' })).toBeVisible();
    await page.getByLabel('Sucursal').selectOption({ label: branch });
    await page.getByLabel('Vehículo').selectOption({ label: placaA });
    await page.getByRole('button', { name: 'Enturnarme' }).click();
    await expect(page.getByText(`Está en la cola: puesto 1 en ${branch}.`)).toBeVisible();

    // The portal: the queue shows it; the dispatcher adds vehicle B for Beto.
    const desk = portal.page;
    await desk.goto('/empresa-transporte/turnos');
    await expect(desk.getByRole('heading', { name: 'Turnos', level: 1 })).toBeVisible();
    const rowA = desk.getByRole('row').filter({ hasText: placaA });
    await expect(rowA).toContainText(branch);
    await desk.getByRole('button', { name: 'Agregar turno' }).click();
    const add = desk.getByRole('dialog', { name: 'Agregar turno' });
    await add.getByRole('combobox', { name: 'Sucursal', exact: true }).click();
    await desk.getByRole('option', { name: branch }).click();
    await add.getByRole('textbox', { name: 'Placa del vehículo' }).fill(placaB);
    await add.getByRole('textbox', { name: 'Documento del conductor' }).fill(beto.documento);
    await add.getByRole('button', { name: 'Agregar turno' }).click();
    await expect(toast(desk, 'Turno agregado')).toBeVisible();
    const rowB = desk.getByRole('row').filter({ hasText: placaB });
    await expect(rowB).toContainText('no tiene la inspección preoperacional de hoy.');

    // The offer goes to the first eligible vehicle: A.
    await rowA.getByRole('button', { name: `Ofrecer movimiento ${placaA}` }).click();
    const dialog = desk.getByRole('dialog', { name: /Ofrecer movimiento/ });
    await dialog.getByRole('combobox', { name: 'Movimiento pendiente', exact: true }).fill(offered);
    await desk
      .getByRole('option', { name: new RegExp(offered) })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Ofrecer movimiento' }).click();
    await expect(toast(desk, 'Movimiento ofrecido')).toBeVisible();
    await expect(rowA).toContainText(`Ofrecido · ${offered}`);

    // The phone shows the offer (it reads again while open); Ana accepts and lands on the trip.
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByRole('heading', { name: 'Le ofrecen un viaje' })).toBeVisible();
    await expect(page.getByText(offered)).toBeVisible();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('heading', { name: `Manifiesto ${offered}` })).toBeVisible();

    // The portal's queue no longer has A (live stream or its short poll); B is still waiting.
    await expect(rowA).toHaveCount(0);
    await expect(rowB).toHaveCount(1);
  } finally {
    await portal.context.close();
  }
});

test('the dispatcher says where a branch’s yard is, and a half point is refused in Spanish', async ({
  browser,
}) => {
  const portal = await companyPortal(browser);
  try {
    const n = String(randomInt(10_000, 99_999));
    const branch = `E2E Patio ${n}`;
    await sendTrips(portal.api, branch, [{ manifiesto: `E2E-PA-${n}-1`, placa: `TP${n}` }]);
    const desk = portal.page;
    await desk.goto('/empresa-transporte/turnos');
    await desk.getByRole('tab', { name: 'Reglas' }).click();
    const row = desk.getByRole('table', { name: 'Ubicación de las sucursales' }).getByRole('row').filter({
      hasText: branch,
    });
    await expect(row).toContainText('Sin ubicación');
    await row.getByRole('button', { name: `Editar ubicación ${branch}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Editar ubicación · ${branch}` });
    await dialog.getByRole('textbox', { name: 'Municipio' }).fill('Funza');
    await dialog.getByRole('textbox', { name: 'Latitud' }).fill('4,7162');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Escriba la latitud y la longitud, o ninguna de las dos.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Longitud' }).fill('-74,2116');
    await dialog.getByRole('textbox', { name: 'Radio (metros)' }).fill('800');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(desk, 'Ubicación de la sucursal guardada')).toBeVisible();
    await expect(row).toContainText('Funza');
    await expect(row).toContainText('4.71620, -74.21160 · 800 m');
  } finally {
    await portal.context.close();
  }
});
