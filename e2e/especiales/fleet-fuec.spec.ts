import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pickOption, signInAsOperator } from '../support/especiales';
import { openFromMenu } from '../support/side-menu';
import { toast } from '../support/toasts';

// Issue 24 items 4–5: a dispatcher of Especiales Demo files a vehicle's documents from the UI (the SOAT
// with its PDF), issues a FUEC for it with a demo driver, downloads the PDF and opens the QR's public
// page in a signed-out browser.

const DOCUMENTS = [
  'SOAT',
  'Revisión técnico-mecánica',
  'Tarjeta de operación',
  'Póliza de responsabilidad civil contractual',
  'Póliza de responsabilidad civil extracontractual',
];

function bogotaToday(): string {
  return new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
}

test('a vehicle’s documents are filed from the UI, a FUEC issued, downloaded and verified by its QR page', async ({
  page,
  browser,
}) => {
  test.slow();
  const placa = `E2${Date.now().toString(36).toUpperCase().slice(-5)}${test.info().repeatEachIndex}`;
  await signInAsOperator(page);

  await openFromMenu(page, 'Maestros', 'Vehículos', /\/especiales\/vehiculos$/);
  await expect(page.getByRole('heading', { name: 'Vehículos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo vehículo' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('textbox', { name: 'Placa' }).fill(placa);
  await drawer.getByRole('textbox', { name: 'Clase' }).fill('Buseta');
  await drawer.getByRole('textbox', { name: 'Número interno' }).fill('E2E');
  await drawer.getByRole('textbox', { name: 'Marca' }).fill('Chevrolet');
  await drawer.getByRole('textbox', { name: 'Modelo' }).fill('2024');
  await drawer.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, 'Vehículo guardado').filter({ hasText: placa })).toBeVisible();

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  for (const name of DOCUMENTS) {
    const section = drawer.getByRole('region', { name, exact: true });
    await expect(section).toContainText('Falta');
    await section.getByRole('textbox', { name: 'Número' }).fill(`${name.slice(0, 3).toUpperCase()}-${placa}`);
    await section.getByLabel('Vence').fill('2027-06-30');
    if (name === 'SOAT') {
      await section.locator('input[type="file"]').setInputFiles({
        name: 'soat.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
    }
    await section.getByRole('button', { name: `Guardar ${name}` }).click();
    await expect(toast(page, 'Documento guardado').filter({ hasText: name }).first()).toBeVisible();
    await expect(drawer.getByRole('region', { name, exact: true })).toContainText('Vigente');
  }
  await expect(
    drawer.getByRole('region', { name: 'SOAT', exact: true }).getByRole('link', { name: 'Ver archivo' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const row = page.getByRole('row').filter({ hasText: placa });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('Falta');

  // Issue the FUEC for the new vehicle with a demo driver.
  await openFromMenu(page, 'Servicios', 'FUEC', /\/especiales\/fuec$/);
  await page.getByRole('main').getByRole('button', { name: 'Emitir FUEC' }).click();
  const form = page.getByRole('dialog', { name: 'Emitir FUEC' });
  await pickOption(form, page, 'Contrato', '0001', /^0001 · /);
  await pickOption(form, page, 'Vehículo', placa, new RegExp(`^${placa}`));
  await form.getByLabel('Conductores (1 a 3)').fill('Pedro');
  await page.getByRole('option', { name: /Conductor Especiales Demo/ }).click();
  await form.getByLabel('Vigencia desde').fill(bogotaToday());
  await form.getByLabel('Vigencia hasta').fill(bogotaToday());
  await form.getByRole('textbox', { name: 'Origen – destino' }).fill('Bogotá – Chía');
  await form.getByRole('button', { name: 'Emitir FUEC' }).click();
  const issued = toast(page, 'FUEC emitido');
  await expect(issued).toBeVisible();
  const number = (await issued.textContent())?.match(/\d{21}/)?.[0] ?? '';
  expect(number).toMatch(/^4250312/);
  await expect(form).toBeHidden();

  await page.getByRole('textbox', { name: 'Buscar' }).fill(number);
  const fuecRow = page.getByRole('row').filter({ hasText: number });
  await expect(fuecRow).toHaveCount(1);
  await expect(fuecRow).toContainText(placa);
  await expect(fuecRow).toContainText('Vigente');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    fuecRow.getByRole('button', { name: `Descargar PDF ${number}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`FUEC-${number}.pdf`);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The QR's address, opened where nobody is signed in.
  const href = await fuecRow
    .getByRole('link', { name: `Verificación de FUEC ${number}` })
    .getAttribute('href');
  expect(href).toMatch(/^\/fuec\/[A-Za-z0-9_-]{43}$/);
  const visitor = await browser.newContext();
  try {
    const outside = await visitor.newPage();
    await outside.goto(href ?? '');
    await expect(outside.getByRole('heading', { name: 'Verificación de FUEC' })).toBeVisible();
    await expect(outside.getByText(number)).toBeVisible();
    await expect(outside.getByText('Vigente')).toBeVisible();
    await expect(outside.getByText(`${placa} · Buseta`)).toBeVisible();
    await expect(outside.getByText('Conductor Especiales Demo')).toBeVisible();
    await outside.goto(`/fuec/${'x'.repeat(43)}`);
    await expect(outside.getByText('No encontramos ese FUEC.')).toBeVisible();
  } finally {
    await visitor.close();
  }
});
