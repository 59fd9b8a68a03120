import type { Page } from '@playwright/test';
import { expect } from './patient-expect';

/** The movements table of a list page. */
export function movementsTable(page: Page) {
  return page.getByRole('table', { name: 'Movimientos' });
}

/** The data rows of the movements table (without the header row). */
export function movementRows(page: Page) {
  return movementsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/**
 * The data rows once the table has finished loading. After a filter or page change the
 * previous rows stay visible (under the loader) until the new page arrives, so reading rows
 * right after "Buscar" could read the old page; the table is aria-busy until then.
 */
export async function settledRows(page: Page) {
  await expect(movementsTable(page)).toHaveAttribute('aria-busy', 'false');
  const rows = movementRows(page);
  await expect(rows.first()).toBeVisible();
  return rows;
}

/**
 * Every row's cell in `column` passes `check`, retried until it does: right after a filter's URL
 * changes, React may not have rendered the new query yet, so for a moment the table is still the
 * previous one and not yet busy (seen once in CI: an 'entregado' filter read the unfiltered rows).
 */
export async function expectEveryCell(page: Page, column: number, check: (text: string) => void) {
  await expect(async () => {
    const texts = await columnTexts(page, column);
    expect(texts.length, 'rows to check').toBeGreaterThan(0);
    for (const text of texts) check(text);
  }).toPass({ timeout: 30_000 });
}

/** The paginator's "1 – 15 de 200" text, parsed. */
export async function paginationRange(page: Page) {
  const text = page.getByText(/^\d+ – \d+ de \d+$/);
  await expect(text).toBeVisible();
  const [from, to, total] = ((await text.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  return { from, to, total };
}

/** Applies the list filters through the filter form. */
export async function applyFilters(page: Page, filters: { manifiesto?: string; placa?: string }) {
  const form = page.getByRole('form', { name: 'Filtros' });
  if (filters.manifiesto !== undefined)
    await form.getByRole('textbox', { name: 'Manifiesto' }).fill(filters.manifiesto);
  if (filters.placa !== undefined) await form.getByRole('textbox', { name: 'Placa' }).fill(filters.placa);
  await form.getByRole('button', { name: 'Buscar' }).click();
}

/** Chooses an option of a Mantine Select inside the filter form. */
export async function chooseFilterOption(page: Page, label: string, option: string | RegExp) {
  const form = page.getByRole('form', { name: 'Filtros' });
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The visible text of one column (0-based) in every data row; lines inside a cell split by \n. */
export async function columnTexts(page: Page, column: number): Promise<string[]> {
  const rows = await settledRows(page);
  const texts: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    texts.push(await rows.nth(i).getByRole('cell').nth(column).innerText());
  }
  return texts;
}
