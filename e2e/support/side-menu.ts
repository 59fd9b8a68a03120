import { expect, type Page } from '@playwright/test';

/**
 * Opens a page from a group of the side menu ('Movimientos' → 'Legalización Gastos') and waits for it.
 * The group's list unfolds with a 200 ms animation; a click that lands while it still moves can miss (one
 * did: the URL stayed on 'Inicio'), as a person's might, and is then made again, the group reopened first.
 */
export async function openFromMenu(page: Page, group: string, item: string, url: RegExp) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const groupButton = nav.getByRole('button', { name: group, exact: true });
  await expect(async () => {
    if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
    await nav.getByRole('link', { name: item, exact: true }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
