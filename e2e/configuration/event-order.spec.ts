import { expect, type Locator, test } from '@playwright/test';
import { loginWith } from '../support/auth';
import { createCompanyWithApp, openConfiguration } from '../support/configuration';
import { toast } from '../support/toasts';

// Issue 22 item 6: the company orders its events — with the arrows (keyboard) or by dragging a row —
// INICIAR VIAJE stays first and the deliveries last; a new event goes before the delivery, not after it.

const order = async (table: Locator) =>
  (await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')))).map(
    (id) => Number(id?.replace('event-row-', '')),
  );

test('events are ordered by arrows and by dragging, start first and delivery last', async ({
  page,
  request,
}) => {
  const admin = await createCompanyWithApp(request);
  await loginWith(page, admin.email, admin.password, /\/empresa-transporte\/inicio$/);
  const dialog = await openConfiguration(page);
  await dialog.getByRole('button', { name: 'Configuración Masiva' }).click();
  const mass = page.getByRole('dialog', { name: 'Configuración masiva para generadores' });
  const table = mass.getByRole('table');
  const pick = async (...names: string[]) => {
    await mass.getByRole('button', { name: 'Crear' }).click();
    const picker = page.getByRole('dialog', { name: 'Seleccionar eventos' });
    for (const name of names) await picker.getByRole('checkbox', { name, exact: true }).check();
    await picker.getByRole('button', { name: 'Listo', exact: true }).click();
  };
  await pick('ENTREGA EXITOSA');
  // Added later, the loading events still go before the delivery.
  await pick('ENTREGA EXITOSA', 'LLEGADA A CARGUE', 'FIN DE CARGUE');
  await expect.poll(() => order(table)).toEqual([5, 2, 4, 11]);

  // The keyboard: 'Bajar' moves LLEGADA A CARGUE below FIN DE CARGUE; a step never goes below the delivery.
  const down = mass.getByRole('button', { name: 'Bajar LLEGADA A CARGUE' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => order(table)).toEqual([5, 4, 2, 11]);
  await expect(mass.getByRole('button', { name: 'Bajar LLEGADA A CARGUE' })).toBeDisabled();
  await expect(mass.getByRole('button', { name: 'Subir FIN DE CARGUE' })).toBeDisabled();
  await expect(mass.getByRole('button', { name: 'Subir INICIAR VIAJE' })).toHaveCount(0);

  // Dragging LLEGADA A CARGUE back onto FIN DE CARGUE's row.
  // (Held by its grip: pressing inside a number field would select text instead of dragging.)
  const grip = (id: number) => mass.getByTestId(`event-row-${id}`).getByLabel('Arrastrar para ordenar');
  await grip(2).dragTo(grip(4));
  await expect.poll(() => order(table)).toEqual([5, 2, 4, 11]);
  // A delivery dropped among the steps stays last.
  await grip(11).dragTo(grip(2));
  await expect.poll(() => order(table)).toEqual([5, 2, 4, 11]);

  await mass.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Creación exitosa')).toBeVisible();
  await mass.getByRole('button', { name: 'Cerrar' }).click();
  await dialog.getByRole('button', { name: 'Configuración Masiva' }).click();
  await expect
    .poll(() =>
      order(page.getByRole('dialog', { name: 'Configuración masiva para generadores' }).getByRole('table')),
    )
    .toEqual([5, 2, 4, 11]);
});
