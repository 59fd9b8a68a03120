import { readFile } from 'node:fs/promises';
import { type Page, test } from '@playwright/test';
import type { TOverviewResponse } from '@trazo/shared';
import { loginAs } from '../support/auth';
import { parseExcelCsv } from '../support/csv';
import { expect } from '../support/patient-expect';

test.describe.configure({ timeout: 90_000 });

// 'Informes' (issue 12 §5): the last 30 days' charts with their numbers and csv; the 'Documento Pesv'
// print view (spec §7, §8) with content and empty.

async function openInformes(page: Page) {
  await loginAs(page, 'transporte');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByText('Informes', { exact: true })
    .click();
  await expect(page).toHaveURL(/\/empresa-transporte\/informes$/);
}

test("shows the demo company's numbers as charts and tables, and a chart's csv downloads", async ({
  page,
}) => {
  await openInformes(page);
  // What the server answers for the default period, read with the same session.
  const answer = await page.request.get('/api/informes/resumen', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(answer.status()).toBe(200);
  const overview = (await answer.json()) as TOverviewResponse;
  const total = overview.movimientos_por_estado.reduce((sum, s) => sum + s.total, 0);
  expect(total).toBeGreaterThan(0);

  const byState = page.getByRole('region', { name: 'Movimientos por estado' });
  await expect(
    byState.getByRole('figure', { name: 'Movimientos por estado' }).locator('svg').first(),
  ).toBeVisible();
  for (const [label, code] of [
    ['Programado', 'programado'],
    ['En ruta', 'en_ruta'],
    ['Entregado', 'entregado'],
    ['Con novedad', 'con_novedad'],
  ] as const) {
    const expected = overview.movimientos_por_estado.find((s) => s.estado === code)?.total;
    await expect(byState.getByRole('row', { name: label })).toContainText(String(expected));
  }
  for (const title of [
    'Movimientos por semana',
    'Entregas a tiempo',
    'Inspecciones realizadas vs viajes iniciados',
  ]) {
    const chart = page.getByRole('region', { name: title }).getByRole('figure', { name: title });
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  }
  const punctuality = page.getByRole('region', { name: 'Entregas a tiempo' });
  await expect(punctuality.getByRole('row', { name: 'Sin entregar' })).toContainText(
    String(overview.entregas.sin_entregar),
  );

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    byState.getByRole('button', { name: 'Descargar csv: Movimientos por estado' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`movimientos_por_estado_${overview.fecha}_${overview.fecha_fin}.csv`);
  const rows = parseExcelCsv(await readFile(await csv.path(), 'utf8'));
  expect(rows.filter((r) => r.length > 1)).toEqual([
    ['Estado', 'Total'],
    ...overview.movimientos_por_estado.map((s) => [
      { programado: 'Programado', en_ruta: 'En ruta', entregado: 'Entregado', con_novedad: 'Con novedad' }[
        s.estado
      ],
      String(s.total),
    ]),
  ]);
});

test("the print view shows a movement's rated items, and 'No hay datos para mostrar.' when empty", async ({
  page,
}) => {
  await openInformes(page);
  const downloads = page.getByRole('region', { name: 'Descargas' });
  await downloads.getByLabel('Número de movimiento').fill('100001');
  const [printed] = await Promise.all([
    page.waitForEvent('popup'),
    downloads.getByRole('button', { name: 'Imprimir' }).click(),
  ]);
  await expect(printed).toHaveURL(/\/empresa-transporte\/informes\/imprimir\?movimiento=100001$/);
  const inspection = printed.getByRole('article');
  await expect(inspection).toHaveCount(1);
  await expect(inspection).toContainText('Movimiento: 100001');
  await expect(inspection).toContainText('Firmado por el conductor');
  await expect(inspection.getByRole('row').nth(1)).toContainText(
    /Muy malo|Malo|Regular|Bueno|Excelente|N\/A/,
  );
  await expect(printed.getByRole('button', { name: 'Imprimir' })).toBeEnabled();

  await downloads.getByText('Por rango de fechas').click();
  await downloads.getByLabel('Fecha inicio').fill('2020-01-01');
  await downloads.getByLabel('Fecha fin').fill('2020-01-05');
  const [empty] = await Promise.all([
    page.waitForEvent('popup'),
    downloads.getByRole('button', { name: 'Imprimir' }).click(),
  ]);
  await expect(empty.getByText('No hay datos para mostrar.')).toBeVisible();
  await expect(empty.getByRole('article')).toHaveCount(0);
});
