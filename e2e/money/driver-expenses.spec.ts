import { type Page, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import {
  expectAllSent,
  PHONE,
  pendingBadge,
  photo,
  signInToDriverApp,
  waitForOfflineCopy,
  waitForServiceWorker,
} from '../support/driver-app';
import {
  approveExpense,
  closeLegalisation,
  expenseCard,
  openTripLegalisation,
  refuseExpense,
  tripWithAdvance,
} from '../support/money';
import { expect } from '../support/patient-expect';

// Issue 11 "Done when", tried as a new user would: a driver records a toll and a meal with receipt photos
// in the drivers' app (the meal with the network off); back online the outbox empties; the company opens
// Legalización Gastos, sees the advance and both expenses with their photos, approves the toll, refuses
// the meal with a reason and closes; the app then shows the balance to the peso and the reason.
// A fresh driver and trip (the ERP's `anticipo`): specs running in parallel never share them.

test.use(PHONE);

const TOLL = 'Peaje · $ 12.500';
const MEAL = 'Alimentación · $ 45.500';
const REASON = 'El recibo no es legible';

/** Fills the expense form; the amount is typed key by key (it is grouped es-CO as it is typed). */
async function recordExpense(
  page: Page,
  expense: {
    type: string;
    amount: string;
    shown: string;
    beneficiary: string;
    receipt: string;
    n: number;
    /** The type asks for the receipt's photo (Parqueadero does not). */
    receiptRequired?: boolean;
  },
) {
  await page.getByRole('button', { name: 'Registrar gasto' }).click();
  await expect(page.getByRole('heading', { name: 'Registrar gasto' })).toBeVisible();
  await page.getByLabel('Tipo de gasto').selectOption({ label: expense.type });
  await expect(page.getByText('Exige foto del recibo')).toHaveCount(
    expense.receiptRequired === false ? 0 : 1,
  );
  const amount = page.getByLabel('Valor (COP)');
  await amount.pressSequentially(expense.amount);
  await expect(amount).toHaveValue(expense.shown);
  await page.getByLabel('Beneficiario (quien recibió el pago)').fill(expense.beneficiary);
  await page.getByLabel('Número del recibo').fill(expense.receipt);
  const photos = page.locator('.field').filter({ hasText: /^Fotos del recibo \(/ });
  await photos.locator('input[type=file]').setInputFiles(photo(expense.n));
  await expect(photos.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await expect(page.getByText(/^Ubicación: 4\.648/)).toBeVisible();
  await page.getByRole('button', { name: 'Guardar gasto' }).click();
  await expect(page.getByRole('heading', { name: 'Gastos y anticipos' })).toBeVisible();
}

test('a driver’s expenses, one recorded offline, are legalised and the app shows the balance and the reason', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.slow();
  const trip = await tripWithAdvance(request, 500_000);
  await context.grantPermissions(['geolocation']);
  await signInToDriverApp(page, trip.documento, trip.password);
  await waitForServiceWorker(page);

  await page.getByRole('button', { name: `Manifiesto ${trip.manifest}` }).click();
  await page.getByRole('button', { name: 'Gastos y anticipos' }).click();
  await expect(page.getByRole('heading', { name: 'Gastos y anticipos' })).toBeVisible();
  await expect(page.getByTestId('anticipos')).toHaveText('$ 500.000');
  await expect(page.getByText('Aún no ha registrado gastos en este viaje.')).toBeVisible();

  // The toll, with signal; a wrong check digit is caught on the phone first.
  await page.getByRole('button', { name: 'Registrar gasto' }).click();
  await page.getByLabel('NIT del beneficiario').fill('900.373.092');
  await page.getByLabel('DV', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Guardar gasto' }).click();
  await expect(page.getByText('El dígito de verificación no corresponde al NIT')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await recordExpense(page, {
    type: 'Peaje',
    amount: '12500',
    shown: '$ 12.500',
    beneficiary: 'Concesión Ruta del Sol',
    receipt: 'RS-1',
    n: 1,
  });
  await expectAllSent(page);
  await expect(page.getByRole('article', { name: TOLL })).toContainText('Registrado');

  // The meal, with the network off: it waits on the phone (its photo and the record) and counts as pending.
  await context.setOffline(true);
  await recordExpense(page, {
    type: 'Alimentación',
    amount: '45500',
    shown: '$ 45.500',
    beneficiary: 'Restaurante El Arriero',
    receipt: 'EA-7',
    n: 2,
  });
  // One record (its photo travels with it: the badge counts records, issue 22 item 10).
  await expect(pendingBadge(page)).toHaveText('1 por enviar');
  await expect(page.getByRole('article', { name: MEAL })).toContainText('Por enviar');
  await expect(page.getByTestId('por-revisar')).toHaveText('$ 58.000');

  await context.setOffline(false);
  await expectAllSent(page, 60_000);

  // The company legalises the trip in the portal, on a desktop (a new context inherits the phone's options).
  const portal = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  try {
    const office = await portal.newPage();
    await loginAs(office, 'transporte');
    await openTripLegalisation(office, trip, { advance: '$ 500.000', expenses: '$ 58.000' });
    for (const [name, alt] of [
      [TOLL, 'Foto del recibo 1 · Peaje'],
      [MEAL, 'Foto del recibo 1 · Alimentación'],
    ] as const) {
      const receipt = expenseCard(office, name).getByRole('img', { name: alt });
      await expect(receipt).toBeVisible();
      await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    }
    await approveExpense(office, TOLL);
    await refuseExpense(office, MEAL, REASON);
    await closeLegalisation(office);
    await expect(office.getByTestId('total-Saldo')).toHaveText(
      '$ 487.500 · Excedente (el conductor devuelve)',
    );
  } finally {
    await portal.close();
  }

  // The driver's app reads it back: 500.000 − 12.500 approved = 487.500; the refused meal counts in nothing.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saldo final' })).toBeVisible();
  await expect(page.getByTestId('saldo')).toHaveText('$ 487.500');
  await expect(page.getByTestId('saldo-significado')).toHaveText(
    'Excedente: usted devuelve $ 487.500 a la empresa.',
  );
  await expect(page.getByTestId('rechazados')).toHaveText('$ 45.500');
  await expect(page.getByRole('article', { name: TOLL })).toContainText('Aprobado');
  const meal = page.getByRole('article', { name: MEAL });
  await expect(meal).toContainText('Rechazado');
  await expect(meal).toContainText(`Motivo del rechazo: ${REASON}`);
  await expect(page.getByRole('button', { name: 'Registrar gasto' })).toHaveCount(0);
});

test('an expense recorded offline that arrives after the company closed reopens the legalisation, on both sides', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.slow();
  const trip = await tripWithAdvance(request, 100_000);
  await context.grantPermissions(['geolocation']);
  await signInToDriverApp(page, trip.documento, trip.password);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: `Manifiesto ${trip.manifest}` }).click();
  await page.getByRole('button', { name: 'Gastos y anticipos' }).click();
  await expect(page.getByTestId('anticipos')).toHaveText('$ 100.000');
  // The form offline offers the types the phone stored (they are read with the trip list).
  await waitForOfflineCopy(page, '/conductor/gastos/tipos');

  // Issue 22 item 1: the phone is offline when the driver pays the parking.
  await context.setOffline(true);
  await recordExpense(page, {
    type: 'Parqueadero',
    amount: '15000',
    shown: '$ 15.000',
    beneficiary: 'Parqueadero La 80',
    receipt: 'PQ-80',
    n: 3,
    receiptRequired: false,
  });
  const parking = page.getByRole('article', { name: 'Parqueadero · $ 15.000' });
  await expect(parking).toContainText('Por enviar');

  // Meanwhile the company closes the trip's legalisation (nothing pending on its side).
  const portal = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  try {
    const office = await portal.newPage();
    await loginAs(office, 'transporte');
    await openTripLegalisation(office, trip, { advance: '$ 100.000', expenses: '$ 0' });
    await closeLegalisation(office);

    // The signal returns: the expense is taken (not refused), late and waiting for review.
    await context.setOffline(false);
    await expectAllSent(page, 60_000);
    await expect(parking).toContainText('Registrado');
    await expect(parking).not.toContainText('Rechazado');
    await expect(parking.getByTestId('gasto-tardio')).toContainText('Llegó después del cierre');
    await expect(page.getByText('Legalización: En revisión')).toBeVisible({ timeout: 30_000 });

    // The company sees it: reopened, the expense flagged; closing first says what is pending.
    await office.reload();
    await expect(office.getByText('Reabierta', { exact: true })).toBeVisible();
    const late = expenseCard(office, 'Parqueadero · $ 15.000');
    await expect(late).toContainText('Llegó después del cierre');
    await office.getByRole('button', { name: 'Cerrar legalización' }).click();
    const dialog = office.getByRole('dialog', { name: 'Cerrar legalización' });
    await expect(dialog).toContainText('Hay 1 gasto por revisar: apruébelo o recházelo antes de cerrar');
    await expect(dialog.getByRole('button', { name: 'Cerrar legalización' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await approveExpense(office, 'Parqueadero · $ 15.000');
    await closeLegalisation(office);
    await expect(office.getByTestId('total-Saldo')).toHaveText(
      '$ 85.000 · Excedente (el conductor devuelve)',
    );
  } finally {
    await portal.close();
  }

  // The open phone reads the decision by itself (no Actualizar, no reload): approved, nothing to correct.
  await expect(parking).toContainText('Aprobado', { timeout: 30_000 });
  await expect(parking.getByRole('button', { name: /^Corregir/ })).toHaveCount(0);
  await expect(page.getByTestId('saldo')).toHaveText('$ 85.000');
});

test.describe('without the service worker', () => {
  // As a first visit that loses the signal before the worker has stored the app: nothing but the
  // network can bring the screen's code.
  test.use({ serviceWorkers: 'block' });

  test('a money screen whose code cannot be fetched says so and leads back, instead of a blank app', async ({
    page,
    context,
    request,
  }) => {
    const trip = await tripWithAdvance(request, 80_000);
    await context.grantPermissions(['geolocation']);
    // The screen's chunk fails as it would with no signal.
    await page.route(/\/conductor\/assets\/money-screen-[^/]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await signInToDriverApp(page, trip.documento, trip.password);
    await page.getByRole('button', { name: `Manifiesto ${trip.manifest}` }).click();
    await page.getByRole('button', { name: 'Gastos y anticipos' }).click();
    await expect(page.getByRole('heading', { name: 'Pantalla no disponible' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Conéctese un momento y vuelva a intentarlo');
    // The rest of the app still works: the header, and the way back to the trip.
    await expect(pendingBadge(page)).toHaveText('Todo enviado');
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page.getByRole('heading', { name: `Manifiesto ${trip.manifest}` })).toBeVisible();
  });
});
