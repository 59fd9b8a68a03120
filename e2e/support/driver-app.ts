import { expect, type Locator, type Page } from '@playwright/test';
import { solidPng } from './images';

// The drivers' app at /conductor (issues 10, 11) on a phone-sized Chromium with the GPS granted and its
// service worker on (offline reloads come from it).

export const BOGOTA = { latitude: 4.6486, longitude: -74.0628 };

/** For `test.use`: a 360 px touch phone in Bogotá. Also call `context.grantPermissions(['geolocation'])`. */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  geolocation: BOGOTA,
  serviceWorkers: 'allow',
} as const;

/** A small PNG the camera input takes as a photo (the app compresses it to JPEG). */
export const photo = (n: number) => ({
  name: `foto-${n}.png`,
  mimeType: 'image/png',
  buffer: solidPng(64, [40 * n, 120, 200]),
});

/** The top bar's outbox badge: 'Todo enviado' or 'N por enviar'. */
export const pendingBadge = (page: Page) => page.getByTestId('pendientes');

/**
 * How many records the app keeps in a store of its IndexedDB ('trazo-conductor'): all of them, or those
 * under `key`. -1 while the database or the store does not exist yet.
 */
function countInAppDb(page: Page, store: 'outbox' | 'cache', key?: string): Promise<number> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('trazo-conductor');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const database = open.result;
          const done = (n: number) => {
            database.close();
            resolve(n);
          };
          if (!database.objectStoreNames.contains(store)) return done(-1);
          const objects = database.transaction(store).objectStore(store);
          const count = key === undefined ? objects.count() : objects.count(key);
          count.onsuccess = () => done(count.result);
          count.onerror = () => done(-1);
        };
      }),
    { store, key },
  );
}

/**
 * Waits until the outbox is empty on the phone and the badge says so. The badge alone is not enough right
 * after a record is saved: it can still read 'Todo enviado' from before the record was queued, and a test
 * that then cuts the signal aborts the send.
 */
export async function expectAllSent(page: Page, timeout = 20_000) {
  await expect
    .poll(() => countInAppDb(page, 'outbox'), { message: 'records left in the outbox', timeout })
    .toBe(0);
  await expect(pendingBadge(page)).toHaveText('Todo enviado');
}

/**
 * Waits until the app has stored its offline copy of `path` (store 'cache', keyed by the API path
 * without /api). The answer arriving is not enough: a test that cuts the signal right then can abort the
 * body or beat the write, and the copy is not there offline.
 */
export async function waitForOfflineCopy(page: Page, path: string) {
  await expect
    .poll(() => countInAppDb(page, 'cache', path), { message: `offline copy of ${path}`, timeout: 30_000 })
    .toBe(1);
}

export async function signInToDriverApp(page: Page, documento: string, password: string) {
  await page.goto('/conductor/');
  await page.getByLabel('Número de documento').fill(documento);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: 'Mis viajes' })).toBeVisible();
}

/** The service worker controls the page: from now on a reload opens the app without network. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Adds photos through the camera input until the form's "mínimo N" is met (or `atLeast`). */
export async function takePhotos(field: Locator, atLeast = 0) {
  if ((await field.count()) === 0) return 0; // the plan asks for no photos here
  const text =
    (await field
      .getByText(/de \d+/)
      .first()
      .textContent()) ?? '';
  const required = Number(text.match(/mínimo (\d+)/)?.[1] ?? 0);
  const max = Number(text.match(/de (\d+)/)?.[1] ?? 0);
  const count = Math.min(max, Math.max(required, atLeast));
  for (let i = 0; i < count; i++) {
    await field.locator('input[type=file]').setInputFiles(photo(i + 1));
    await expect(field.getByRole('img', { name: `Foto ${i + 1}` })).toBeVisible();
  }
  return count;
}

/** Draws a stroke on the signature canvas. */
export async function sign(page: Page, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature canvas not visible');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? 25 : -25));
  await page.mouse.up();
}

/**
 * The inspection screen filled, one category per screen (issue 22 item 10): 'Todo bueno' on each, the
 * photos the items ask for, then the observation and the signature. The declaration is left to the caller.
 */
export async function fillInspection(page: Page) {
  await expect(page.getByRole('heading', { name: 'Inspección preoperacional' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Siguiente' });
  await expect(next).toBeVisible();
  while (await next.isVisible()) {
    const category = page.locator('section[aria-labelledby="categoria"]');
    const name = (await category.getByRole('heading').first().textContent()) ?? '';
    await category.getByRole('button', { name: `Todo bueno en ${name}` }).click();
    for (const group of await category.locator('fieldset.rating').all())
      await expect(group.getByRole('radio', { name: 'Bueno', exact: true })).toBeChecked();
    const photoFields = category.locator('.field').filter({ hasText: /mínimo \d+/ });
    for (let i = 0; i < (await photoFields.count()); i++) await takePhotos(photoFields.nth(i));
    await next.click();
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
  }
  await page.getByLabel('Observación general').fill('Vehículo en buen estado.');
  await sign(page, page.getByTestId('firma'));
}

/** The veracity declaration's checkbox above the signature (issue 22 item 7). */
export const declaration = (page: Page) =>
  page.getByRole('checkbox', { name: /^Declaro que la información/ });

/** The whole inspection from the trip: every category 'Todo bueno', declared, signed and saved. */
export async function inspectAllGood(page: Page) {
  await page.getByRole('button', { name: 'Hacer inspección preoperacional' }).click();
  await fillInspection(page);
  await declaration(page).check();
  await page.getByRole('button', { name: 'Guardar inspección' }).click();
  await expect(page.getByText('Hecha', { exact: true })).toBeVisible();
}
