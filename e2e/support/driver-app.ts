import { expect, type Page } from '@playwright/test';
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
