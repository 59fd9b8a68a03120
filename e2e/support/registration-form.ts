import { expect, type Page } from '@playwright/test';

export interface RegistrationInput {
  email: string;
  password: string;
  confirm?: string;
  nit: string;
  /** Typed into the 999.999.999 mask (generators page only). */
  transportNit?: string;
  citySearch?: string;
  city?: string;
}

/** Picks an option of a Mantine select by its label. */
export async function pickOption(page: Page, label: string, option: string, search?: string) {
  const input = page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label }));
  await input.first().click();
  if (search) await input.first().pressSequentially(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The registration page's password (its label carries the required asterisk). */
export function passwordField(page: Page) {
  return page.getByRole('textbox', { name: 'Contraseña', exact: true });
}

/** Fills every field of a registration page (spec §2.3). */
export async function fillRegistration(page: Page, input: RegistrationInput) {
  await page.getByLabel('Nombres').fill('Mariana');
  await page.getByLabel('Apellidos').fill('Quintero Ruiz');
  await pickOption(page, 'Tipo de documento', 'Cédula de ciudadanía');
  await page.getByLabel('Número de documento').fill('1020304050');
  await page.getByLabel('Correo electrónico').fill(input.email);
  await page.getByLabel('Número de celular').fill('3001234567');
  await pickOption(page, 'Ciudad', input.city ?? 'MEDELLÍN (ANTIOQUIA)', input.citySearch ?? 'medellin');
  await page.getByLabel('Cargo').fill('Jefe de logística');
  if (input.transportNit !== undefined) {
    const nit = page.getByLabel('NIT de la empresa de transporte');
    await nit.click();
    await nit.pressSequentially(input.transportNit);
  }
  await page.getByRole('textbox', { name: /^NIT de(l generador| la empresa)$/ }).fill(input.nit);
  await page.getByLabel('Razón social').fill('Comercializadora Andina S.A.S.');
  await passwordField(page).fill(input.password);
  await page.getByRole('textbox', { name: 'Confirmar contraseña' }).fill(input.confirm ?? input.password);
}

export async function expectToast(page: Page, title: string, text: string) {
  const toast = page
    .locator('.mantine-Notification-root')
    .filter({ hasText: title })
    .filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}
