import { expect, type Page, test } from '@playwright/test';
import { fillLogin } from '../support/auth';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts';
import { findRow, openNewDrawer, pickOption, saveDrawer } from '../support/especiales';
import { openFromMenu } from '../support/side-menu';
import { toast } from '../support/toasts';

// Issue 24 items 3, 7, 8: a dispatcher of Especiales Demo files a request from the UI, programs it with a
// vehicle and the demo driver, sees it in the day's board and the week calendar, starts and finishes it
// through its transitions, and finds it finalised in Históricos with its cost centre's total.

/** A day in Bogotá, `days` from today, as YYYY-MM-DD. */
function bogotaDay(days: number): string {
  return new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * signInAsOperator with longer waits: the password check (argon2) and the lazy pages take more than the
 * default 10 s on a busy 2-core machine, which made this long flow fail at its very first step.
 */
async function signIn(page: Page) {
  await page.goto('/login');
  await fillLogin(page, DEMO.especiales.email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/especiales\/select-customer$/, { timeout: 30_000 });
  await page
    .getByRole('main')
    .getByRole('button', { name: /Especiales Demo S\.A\.S\./ })
    .click();
  await expect(page).toHaveURL(/\/especiales\/inicio$/, { timeout: 30_000 });
}

async function openService(page: Page, id: string) {
  const drawer = page.getByRole('dialog', { name: 'Detalle del servicio' });
  await expect(drawer.getByRole('heading', { name: `Servicio N.º ${id}` })).toBeVisible();
  return drawer;
}

test('a request is filed, programmed, run and found finalised in Históricos with its cost centre total', async ({
  page,
}) => {
  test.slow();
  const run = `${Date.now().toString(36).toUpperCase()}${test.info().repeatEachIndex}`;
  // Each repetition on its own day: the same vehicle must not overlap an earlier run's service.
  const day = bogotaDay(9 + test.info().repeatEachIndex + (Date.now() % 7) * 3);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Por programar \d+$/ })).toBeVisible();

  // A cost centre of its own, so its total is known.
  await openFromMenu(page, 'Maestros', 'Centros de costos', /\/especiales\/centros-costos$/);
  const centreDrawer = await openNewDrawer(page, 'Nuevo centro de costos');
  await centreDrawer.getByLabel('NIT del cliente').fill('860002964');
  await centreDrawer.getByLabel('Razón social del cliente').fill('Banco de Bogotá S.A.');
  await centreDrawer.getByRole('textbox', { name: 'Código', exact: true }).fill(`S-${run}`);
  await centreDrawer.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Servicios ${run}`);
  await saveDrawer(page, centreDrawer, `S-${run}`);
  await findRow(page, `S-${run}`);

  // File the request.
  await openFromMenu(page, 'Servicios', 'Solicitudes transporte especial', /solicitudes-transporte-especial/);
  await expect(
    page.getByRole('heading', { name: 'Solicitudes transporte especial', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Nueva solicitud' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva solicitud' });
  await form.getByLabel('Fecha').fill(day);
  await form.getByLabel('Hora de inicio').fill('09:30');
  await pickOption(form, page, 'Contrato', 'Banco', /^0001 · /);
  await pickOption(form, page, 'Origen', 'Portal Norte', 'Portal Norte');
  await pickOption(form, page, 'Destino', 'Torre Calle', 'Torre Calle 100');
  await form.getByLabel('Número de pasajeros').fill('3');
  await pickOption(form, page, 'Centro de costos', `S-${run}`, new RegExp(`S-${run}`));
  await form.getByLabel('Observaciones').fill(`Prueba ${run}`);
  await form.getByRole('button', { name: 'Guardar' }).click();
  const saved = toast(page, 'Solicitud guardada');
  await expect(saved).toBeVisible();
  const id = /N\.º (\d+)/.exec((await saved.textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  await expect(form).toBeHidden();

  // The day's board lists it, waiting to be programmed.
  await page.getByLabel('Fecha', { exact: true }).fill(day);
  await expect(page.getByRole('alert').filter({ hasText: 'por programar' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByLabel(`Servicio ${id}`, { exact: true }) });
  await expect(row).toContainText('Solicitada');
  await row.click();

  // WES106's SOAT has expired (demo fleet): programming it is refused naming the document; WES101 goes.
  let detail = await openService(page, id);
  await detail.getByRole('button', { name: 'Programar' }).click();
  await pickOption(detail, page, 'Vehículo', 'WES106', /^WES106/);
  await pickOption(detail, page, 'Conductores', 'Conductor Especiales', /Conductor Especiales Demo/);
  // A MultiSelect keeps its list open after a pick, over the button below: close it as a person would.
  await detail.getByRole('heading', { name: `Servicio N.º ${id}` }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await detail.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(/SOAT del vehículo WES106 venció el/).first()).toBeVisible();
  await pickOption(detail, page, 'Vehículo', 'WES101', /^WES101/);
  await detail.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Estado actualizado').filter({ hasText: `N.º ${id}` })).toBeVisible();
  await expect(detail.getByText('Programada', { exact: true })).toBeVisible();
  await expect(detail.getByText('WES101', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(row).toContainText('Programada');

  // The week's calendar shows it; start and finish it from there.
  await page.getByText('Semana', { exact: true }).click();
  await page.getByText('Calendario', { exact: true }).click();
  const card = page.getByRole('gridcell', { name: `Servicio ${id} 09:30 Programada` });
  await expect(card).toBeVisible();
  await card.click();
  detail = await openService(page, id);
  await detail.getByRole('button', { name: 'Iniciar' }).click();
  await expect(detail.getByText('En curso', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Finalizar' }).click();
  await expect(detail.getByText('Finalizada', { exact: true })).toBeVisible();
  const history = detail.getByRole('table', { name: 'Historial de cambios' });
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history).toContainText('En curso → Finalizada');
  await expect(history).toContainText('Vehículo WES101; conductores: Conductor Especiales Demo');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('gridcell', { name: `Servicio ${id} 09:30 Finalizada` })).toBeVisible();

  // Históricos: filtered by the cost centre, finalised, counted in its total.
  await openFromMenu(
    page,
    'Servicios',
    'Históricos de solicitudes',
    /historicos-solicitudes-transporte-especial/,
  );
  await pickOption(page.getByRole('main'), page, 'Centro de costos', `S-${run}`, new RegExp(`S-${run}`));
  const found = page.getByRole('row').filter({ has: page.getByLabel(`Servicio ${id}`, { exact: true }) });
  await expect(found).toContainText('Finalizada');
  const byCentre = page.getByRole('table', { name: 'Por centro de costos' });
  const centreTotal = byCentre
    .getByRole('row')
    .filter({ hasText: `S-${run}` })
    .getByRole('cell');
  await expect(centreTotal).toHaveText([new RegExp(`^S-${run} · Servicios ${run}`), '1', '3']);
  await found.click();
  detail = await openService(page, id);
  await expect(detail.getByRole('table', { name: 'Historial de cambios' }).getByRole('row')).toHaveCount(5);
});
