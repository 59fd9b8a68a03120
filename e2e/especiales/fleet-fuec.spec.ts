import { expect, type Page, test } from '@playwright/test';
import { signInAsOperator } from '../support/especiales';
import { downloadedPdfText } from '../support/pdf';
import { openFromMenu } from '../support/side-menu';

// Issue 24 items 4, 5, 7 and 8: the operator's Inicio counts the fleet documents due and opens them
// (WES106's expired SOAT flagged in its drawer); a programmed service's 'FUEC' action issues the extract
// with the service's data, the PDF reads back its 21-digit number and the plate, a second press gives
// the same one, and its public verification page opens with no session.

/** A day in Bogotá, `days` from today, as YYYY-MM-DD. */
function bogotaDay(days: number): string {
  return new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: XHR });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

type Rows = { data: { id: number; name?: string; code?: string; number?: number }[] };

/**
 * A request on `day` programmed with WES103 and Andrea Ruiz, filed through the API (the request's own
 * UI is e2e/especiales/services.spec.ts); WES103 is no other spec's, so repetitions never overlap.
 */
async function programmedService(page: Page, day: string): Promise<number> {
  const contracts = await getJson<Rows>(page, '/api/especiales/contratos?estado=activos&per_page=5');
  const places = await getJson<Rows>(page, '/api/especiales/origenes-destinos?per_page=2');
  const centres = await getJson<Rows>(page, '/api/especiales/centros-costos?per_page=1');
  const resources = await getJson<{
    vehicles: { id: number; plate: string }[];
    drivers: { id: number; document: string }[];
  }>(page, '/api/especiales/solicitudes/recursos');
  const [origin, destination] = places.data;
  const filed = await page.request.post('/api/especiales/solicitudes', {
    headers: XHR,
    data: {
      date: day,
      startTime: '14:00',
      durationMinutes: 60,
      contractId: contracts.data[0]?.id,
      originId: origin?.id,
      destinationId: destination?.id,
      stopIds: [],
      passengerIds: [],
      passengerCount: 4,
      costCentreId: centres.data[0]?.id,
      vehicleClass: 'microbus',
      roundTrip: false,
      observations: 'e2e fleet-fuec',
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const id = ((await filed.json()) as { id: number }).id;
  const programmed = await page.request.post(`/api/especiales/solicitudes/${id}/programar`, {
    headers: XHR,
    data: {
      vehicleId: resources.vehicles.find((v) => v.plate === 'WES103')?.id,
      driverIds: [resources.drivers.find((d) => d.document === '1040404040')?.id],
    },
  });
  expect(programmed.status(), await programmed.text()).toBe(200);
  return id;
}

test('fleet documents from Inicio, and a FUEC issued from a programmed service, downloaded and verified', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsOperator(page);

  // Inicio: the documents counter opens the vehicles with a document expired or due; WES106's SOAT.
  const documents = page.getByRole('link', { name: /^Documentos por vencer en 30 días \d+ / });
  await expect(documents).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /^FUEC expedidos este mes \d+$/ })).toBeVisible();
  await documents.click();
  await expect(page).toHaveURL(/\/especiales\/vehiculos\?estado=por_vencer_o_vencido$/);
  await expect(page.getByRole('combobox', { name: 'Estado de documentos' })).toHaveValue(
    'Vencidos o por vencer (30 días)',
  );
  const wes106 = page.getByRole('row').filter({ hasText: 'WES106' });
  await expect(wes106).toContainText('SOAT: Vencido');
  await wes106.getByRole('button', { name: 'Documentos WES106' }).click();
  const drawer = page.getByRole('dialog', { name: 'Documentos WES106' });
  await expect(drawer.getByRole('textbox', { name: 'Placa' })).toHaveValue('WES106');
  await expect(drawer.getByRole('region', { name: 'SOAT' })).toContainText('Vencido');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A programmed service's detail: 'FUEC' issues it and downloads the PDF.
  const day = bogotaDay(12 + test.info().repeatEachIndex);
  const id = await programmedService(page, day);
  await openFromMenu(page, 'Servicios', 'Solicitudes transporte especial', /solicitudes-transporte-especial/);
  await page.getByLabel('Fecha', { exact: true }).fill(day);
  const row = page.getByRole('row').filter({ has: page.getByLabel(`Servicio ${id}`, { exact: true }) });
  await expect(row).toContainText('Programada', { timeout: 30_000 });
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Detalle del servicio' });
  await expect(detail.getByRole('heading', { name: `Servicio N.º ${id}` })).toBeVisible();
  await expect(detail.getByText('Este servicio no tiene FUEC.')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'FUEC', exact: true }).click(),
  ]);
  // Listed in the service's FUECs as valid, with its 21-digit number printed whole in the PDF.
  const fuecs = detail.getByRole('table', { name: 'FUEC del servicio' });
  await expect(fuecs.getByRole('row')).toHaveCount(1, { timeout: 30_000 });
  await expect(fuecs.getByRole('row')).toContainText('Vigente');
  const number = /\d{21}/.exec((await fuecs.getByRole('row').textContent()) ?? '')?.[0] ?? '';
  expect(number).toHaveLength(21);
  expect(download.suggestedFilename()).toBe(`FUEC-${number}.pdf`);
  const text = await downloadedPdfText(download);
  expect(text).toContain(number);
  expect(text).toContain('WES103');
  expect(text).toContain('Andrea Patricia Ruiz Mora');

  // Pressing 'FUEC' again downloads that one: no new number.
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'FUEC', exact: true }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(`FUEC-${number}.pdf`);
  await expect(fuecs.getByRole('row')).toHaveCount(1);

  // The QR's public page, in a private window (no session).
  const href = await detail
    .getByRole('link', { name: `Verificación de FUEC ${number}` })
    .getAttribute('href');
  expect(href).toMatch(/^\/fuec\/[A-Za-z0-9_-]{43}$/);
  const incognito = await browser.newContext();
  try {
    const visitor = await incognito.newPage();
    await visitor.goto(href ?? '');
    await expect(visitor.getByRole('heading', { name: 'Verificación de FUEC', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(visitor.getByLabel('Número FUEC')).toHaveText(number);
    await expect(visitor.getByRole('cell', { name: /^WES103 · / })).toBeVisible();
    await expect(visitor.getByText('Vigente', { exact: true })).toBeVisible();
  } finally {
    await incognito.close();
  }
});
