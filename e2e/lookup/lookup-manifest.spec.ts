import { test } from '@playwright/test';
import { DEMO_NIT, lookupUrl, openLookupDetail, searchLookup } from '../support/lookup';
import { expect } from '../support/patient-expect';

// These flows log in, search and open dialogs; on a loaded CI machine they need more than 30 s.
test.describe.configure({ timeout: 120_000 });

// spec §2.6 / issue 4 "Done when": manifest 100001 → the three tabs with map links and photos.

test('manifest 100001 shows its detail in three tabs, with map links, photos and documents', async ({
  page,
}) => {
  await page.goto(lookupUrl(DEMO_NIT));
  await searchLookup(page, 'manifest', '100001');
  // Whose lookup this is (issue 22 item 12): the company's name and its logo.
  const company = page.getByTestId('lookup-company');
  await expect(company).toContainText('Transportes Demo S.A.S.');
  await expect(company.getByRole('img', { name: 'Logo de Transportes Demo S.A.S.' })).toBeVisible();
  const dialog = await openLookupDetail(page, '100001');

  // Header: manifest, plate, branch.
  await expect(dialog.getByText('Placa', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Sucursal', { exact: true })).toBeVisible();

  // Info Movimiento: cargo, declared value in COP, sender and recipient.
  await expect(dialog.getByRole('tab', { name: 'Info Movimiento' })).toHaveAttribute('aria-selected', 'true');
  for (const label of ['Producto', 'Empaque', 'Valor declarado', 'Unidades finales', 'Peso final (kg)']) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  // The declared value is withheld by default (issue 22 item 12).
  await expect(dialog.getByText('Reservado por la empresa de transporte', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/\$\s?[\d.]+/)).toHaveCount(0);
  for (const party of ['Remitente', 'Destinatario']) {
    const card = dialog.getByRole('region', { name: party });
    for (const label of ['NIT / Documento', 'Nombre', 'Dirección', 'Zona', 'Teléfono']) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    // The company's default privacy (issue 13 item 6): a manifest number alone shows phones and
    // documents to their last digits and no street address.
    await expect(card.getByText(/^••••••\d{4}$/).first()).toBeVisible();
    await expect(card.getByText('Dirección reservada por la empresa de transporte.')).toBeVisible();
  }

  // Eventos: a timeline with Google Maps links and a photo gallery served through signed URLs.
  await dialog.getByRole('tab', { name: /Eventos/ }).click();
  const mapLinks = dialog.getByRole('link', { name: /^Ver en el mapa/ });
  await expect(mapLinks.first()).toBeVisible();
  await expect(mapLinks.first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\?q=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
  );
  await expect(mapLinks.first()).toHaveAttribute('target', '_blank');
  await expect(dialog.getByText('INICIAR VIAJE').first()).toBeVisible();

  // The photo viewer tells the time exactly as the timeline entry it opens from (issue 14).
  const entry = dialog
    .locator('.mantine-Timeline-item')
    .filter({ has: page.getByRole('button', { name: /^Ver fotos/ }) })
    .first();
  const photosButton = entry.getByRole('button', { name: /^Ver fotos/ });
  const entryTime = await entry.locator('time').innerText();
  expect(entryTime).toMatch(/\d{1,2}:\d{2}\s?[ap]\.?\s?m\.?$/i);
  await photosButton.click();
  const gallery = page.getByRole('dialog', { name: /^Fotos ·/ });
  await expect(gallery).toBeVisible();
  await expect(gallery.locator('time')).toHaveText(entryTime);
  const photo = gallery.getByRole('img', { name: /^Foto 1 \/ \d+$/ });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /\/api\/archivos\/.+signature=/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  // Cumplidos Manuales: description, reference and a signed document link.
  await dialog.getByRole('tab', { name: /Cumplidos Manuales/ }).click();
  const documents = dialog.getByRole('table');
  for (const header of ['Descripción', 'Referencia', 'Documento']) {
    await expect(documents.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(documents.getByRole('row')).toHaveCount(3); // header + the two documents
  const link = documents.getByRole('link').first();
  await expect(link).toHaveAttribute('href', /\/api\/archivos\/.+signature=/);
  const href = await link.getAttribute('href');
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
});

test('a tampered signed link is refused', async ({ page }) => {
  await page.goto(lookupUrl(DEMO_NIT));
  await searchLookup(page, 'manifest', '100001');
  const dialog = await openLookupDetail(page, '100001');
  await dialog.getByRole('tab', { name: /Cumplidos Manuales/ }).click();
  const href = (await dialog.getByRole('table').getByRole('link').first().getAttribute('href')) ?? '';
  const tampered = href.replace(/signature=([^&]{4})/, 'signature=AAAA');
  expect(tampered).not.toBe(href);
  expect((await page.request.get(tampered)).status()).toBe(403);
});
