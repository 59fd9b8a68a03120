import { expect, type Page } from '@playwright/test';

/** The table row that mentions `text` (an e-mail, a razón social). */
export function rowOf(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/** Opens a list already searched for `text` (the search lives in the address). */
export async function openSearched(page: Page, path: string, text: string, more = '') {
  await page.goto(`${path}?buscar=${encodeURIComponent(text)}${more}`);
  await expect(page.getByRole('textbox', { name: 'Buscar' })).toHaveValue(text);
}

/** Types into the list's search box; the list follows once typing stops. */
export async function searchList(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`buscar=${encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
}

/** A row's action button, named by the action and whom it acts on ("Activar Juan Pérez (…)"). */
export function rowAction(page: Page, row: string, action: string) {
  // Anchored: 'Activar' is also a substring of 'Desactivar'.
  return rowOf(page, row).getByRole('button', { name: new RegExp(`^${action} `) });
}

/** Clicks a row action, checks the confirmation dialog's title and confirms it. */
export async function confirmRowAction(page: Page, row: string, action: string, dialogTitle: string) {
  await rowAction(page, row, action).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toContainText(row);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}
