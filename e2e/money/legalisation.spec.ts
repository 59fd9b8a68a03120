import { randomUUID } from 'node:crypto';
import { test } from '@playwright/test';
import { loginAs } from '../support/auth';
import {
  approveExpense,
  closeLegalisation,
  expenseCard,
  openTripLegalisation,
  recordExpense,
  refuseExpense,
  startTrip,
  tripWithAdvance,
} from '../support/money';
import { expect } from '../support/patient-expect';
import { readDownloadedRows } from '../support/reports';
import { openFromMenu } from '../support/side-menu';
import { toast } from '../support/toasts';

test.describe.configure({ timeout: 90_000 });

// issue 11: the company keeps its expense types, then legalises a trip: the driver's two expenses with
// their receipt photos (recorded through the drivers' API), one approved, one refused with a reason;
// closing fixes the balance (advance 500.000 − approved 180.000 = excedente 320.000); the xlsx says so.

test('a company creates an expense type', async ({ page }) => {
  await loginAs(page, 'transporte');
  await openFromMenu(page, 'Mobile', 'Tipo Gastos', /\/empresa-transporte\/configuracion\/tipo-gastos$/);
  await expect(page.getByRole('row').filter({ hasText: 'Peaje' })).toBeVisible();

  const name = `Llantería ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'Nuevo tipo de gasto' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo tipo de gasto' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('textbox', { name: 'Tope por gasto (COP)' }).fill('120000');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Tipo de gasto guardado')).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(name.toUpperCase().replace('Í', 'I'));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$ 120.000');
  await expect(page.getByRole('row')).toHaveCount(2);
});

test('a company reviews a trip’s expenses, closes it and downloads the xlsx', async ({ page, request }) => {
  const trip = await tripWithAdvance(request, 500_000);
  await recordExpense(request, trip, {
    type: 'Combustible',
    amountCop: 180_000,
    beneficiaryName: 'EDS La Vega',
    color: [200, 40, 40],
  });
  await recordExpense(request, trip, {
    type: 'Alimentación',
    amountCop: 45_500,
    beneficiaryName: 'Asadero El Arriero',
    color: [40, 40, 200],
  });

  await loginAs(page, 'transporte');
  await openTripLegalisation(page, trip, { advance: '$ 500.000', expenses: '$ 225.500' });
  const fuel = expenseCard(page, 'Combustible · $ 180.000');
  const meal = expenseCard(page, 'Alimentación · $ 45.500');
  await expect(fuel.getByRole('img', { name: 'Foto del recibo 1 · Combustible' })).toBeVisible();
  await expect(meal.getByRole('img', { name: 'Foto del recibo 1 · Alimentación' })).toBeVisible();
  // The photo really loads (a signed URL to the stored file).
  await expect
    .poll(() => fuel.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(48);

  await approveExpense(page, 'Combustible · $ 180.000');
  await expect(toast(page, 'Gasto aprobado')).toBeVisible();
  await refuseExpense(page, 'Alimentación · $ 45.500', 'El recibo no tiene NIT');

  await closeLegalisation(page);
  await expect(toast(page, 'Legalización cerrada')).toBeVisible();
  await expect(page.getByTestId('total-Saldo')).toHaveText('$ 320.000 · Excedente (el conductor devuelve)');
  await expect(page.getByRole('button', { name: 'Aprobar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Historial de cambios' })).toContainText(
    'Legalización cerrada',
  );

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar xlsx' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`Legalizacion manifiesto ${trip.manifest}.xlsx`);
  // A legalisation (issue 22 item 11): header, advances, every expense with its state and reason, totals.
  const rows = await readDownloadedRows(file);
  const row = (label: string) => rows.find((r) => r[0] === label);
  expect(rows[0]).toEqual(['LEGALIZACIÓN DE GASTOS DE VIAJE']);
  expect(row('Manifiesto')).toEqual(['Manifiesto', trip.manifest]);
  expect(row('Conductor')).toEqual(['Conductor', trip.driverName]);
  expect(row('Estado de la legalización')).toEqual(['Estado de la legalización', 'Legalizada']);
  const expenses = rows.filter((r) => r[1] === 'Combustible' || r[1] === 'Alimentación');
  expect(expenses.map((r) => [r[4], r[1], r[5], r[6], r[7] ?? ''])).toEqual([
    ['EDS La Vega', 'Combustible', '180000', 'Aprobado', ''],
    ['Asadero El Arriero', 'Alimentación', '45500', 'Rechazado', 'El recibo no tiene NIT'],
  ]);
  expect(row('Total anticipos')).toEqual(['Total anticipos', '500000']);
  expect(row('Saldo (anticipos − aprobados)')).toEqual(['Saldo (anticipos − aprobados)', '320000']);
  expect(row('Resultado')).toEqual(['Resultado', 'Excedente (el conductor devuelve)']);

  // The movement detail leads to the trip's money (where the first advance can be recorded).
  await page.goto(`/empresa-transporte/detallemovimiento?manifiesto=${trip.manifest}`);
  await page.getByRole('link', { name: 'Anticipos y gastos del viaje' }).click();
  await expect(page).toHaveURL(new RegExp(`/empresa-transporte/legalizacion-gastos/${trip.movementId}$`));

  // The driver sees the reason and the balance in the app's API.
  const money = await request.get(`/api/conductor/viajes/${trip.movementId}/dinero`, {
    headers: trip.driverHeaders,
  });
  const body = (await money.json()) as { balanceCop: number; expenses: { rejectionReason: string | null }[] };
  expect(body.balanceCop).toBe(320_000);
  expect(body.expenses.map((e) => e.rejectionReason)).toContain('El recibo no tiene NIT');
});

test('approving an expense the driver changed meanwhile is refused with the new amount, and the card shows it', async ({
  page,
  request,
}) => {
  const trip = await tripWithAdvance(request, 200_000);
  const hotel = await recordExpense(request, trip, {
    type: 'Combustible',
    amountCop: 50_000,
    beneficiaryName: 'Hotel Boyacá',
    color: [40, 160, 40],
  });
  await loginAs(page, 'transporte');
  await openTripLegalisation(page, trip, { advance: '$ 200.000', expenses: '$ 50.000' });
  const seen = expenseCard(page, 'Combustible · $ 50.000');
  await expect(seen).toBeVisible();

  // Issue 23 item 5: while the reviewer looks at 50.000, the driver changes it to 900.000.
  await hotel.correct(900_000);
  await seen.getByRole('button', { name: 'Aprobar Combustible · $ 50.000' }).click();
  await expect(toast(page, 'Valor actual: $ 900.000.')).toBeVisible();
  const changed = expenseCard(page, 'Combustible · $ 900.000');
  await expect(changed).toContainText('Registrado');
  await expect(page.getByTestId('total-Aprobados')).toHaveText('$ 0');
  await approveExpense(page, 'Combustible · $ 900.000');
});

test('closing the legalisation of a trip still en ruta asks for an explicit confirmation', async ({
  page,
  request,
}) => {
  const trip = await tripWithAdvance(request, 300_000);
  await startTrip(request, trip);
  await loginAs(page, 'transporte');
  await openTripLegalisation(page, trip, { advance: '$ 300.000', expenses: '$ 0' });
  await page.getByRole('button', { name: 'Cerrar legalización' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cerrar legalización' });
  await expect(dialog).toContainText('El viaje sigue en ruta');
  await dialog.getByRole('button', { name: 'Cerrar aunque el viaje sigue en ruta' }).click();
  await expect(toast(page, 'Legalización cerrada')).toBeVisible();
  await expect(page.getByText('Legalizada', { exact: true })).toBeVisible();
});
