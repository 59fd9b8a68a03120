import { expect, type Locator, type Page } from '@playwright/test';
import { loginAs } from './auth';
import { toast } from './toasts';

/** Signs in as especiales@trazo.demo and chooses its operator on /especiales/select-customer. */
export async function signInAsOperator(page: Page, company = 'Especiales Demo S.A.S.') {
  await loginAs(page, 'especiales');
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(company) })
    .click();
  await expect(page).toHaveURL(/\/especiales\/inicio$/);
}

/** Opens a master's create drawer ('Nuevo …') and returns it. */
export async function openNewDrawer(page: Page, button: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const drawer = page.getByRole('dialog', { name: button });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Saves the drawer's form and waits for its confirmation (naming `saved`) and the drawer to close. */
export async function saveDrawer(page: Page, drawer: Locator, saved: string) {
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cambios guardados').filter({ hasText: saved })).toBeVisible();
  await expect(drawer).toBeHidden();
}

/** Searches the master's list and returns the row that holds `text`. */
export async function findRow(page: Page, search: string, text: string = search): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(search);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** Picks an option of a searchable Mantine select by typing part of it. */
export async function pickOption(
  scope: Locator,
  page: Page,
  label: string,
  typed: string,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}
