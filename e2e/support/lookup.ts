import type { Page } from '@playwright/test';
import { expect } from './patient-expect';

/** The demo transport company (README): Transportes Demo S.A.S. */
export const DEMO_NIT = '900123456';
/** The second demo company, whose data the first must never see (issue 4 §5). */
export const OTHER_NIT = '901777888';

export function lookupUrl(nit: string | null): string {
  return nit === null ? '/consulta-documento-cliente' : `/consulta-documento-cliente?customer=${nit}`;
}

/** Fills the public lookup form (spec §2.6) and presses CONSULTAR. */
export async function searchLookup(page: Page, kind: 'manifest' | 'document', value: string) {
  await page
    .getByRole('radio', { name: kind === 'manifest' ? 'Núm Manifiesto' : 'Documento Cliente' })
    .check();
  const input = page.getByRole('textbox', {
    name: kind === 'manifest' ? 'Número de manifiesto' : 'Documento del cliente',
  });
  await input.fill(value);
  await page.getByRole('button', { name: 'CONSULTAR' }).click();
}

/** The results table of the lookup. */
export function lookupResults(page: Page) {
  return page.getByRole('region', { name: 'Resultados' });
}

/** Opens the results dialog of the first row whose manifest matches. */
export async function openLookupDetail(page: Page, manifest: string) {
  await lookupResults(page)
    .getByRole('button', { name: new RegExp(`^Ver detalle ${manifest}\\b`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Manifiesto ${manifest}` });
  await expect(dialog).toBeVisible();
  return dialog;
}
