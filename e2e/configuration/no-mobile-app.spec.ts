import { expect, test } from '@playwright/test';
import { loginWith } from '../support/auth';
import { openConfiguration } from '../support/configuration';
import { DEMO_PASSWORD } from '../support/demo-accounts';

// spec §2.8 / §6: a company without the mobile app sees the contact-sales message, and the API refuses.

const NO_APP = /no tiene la app móvil de Trazo/;

test('a company without the mobile app gets the message, not the editors, and its writes are refused', async ({
  page,
}) => {
  await loginWith(page, 'pagos@trazo.demo', DEMO_PASSWORD, /\/empresa-transporte\/inicio$/);
  const dialog = await openConfiguration(page);
  await expect(dialog.getByText(NO_APP)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Configuración Masiva' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'INSPECCIÓN VEHICULAR' }).click();
  await expect(dialog.getByText(NO_APP)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Agregar ítem' })).toHaveCount(0);

  // The server refuses too, whatever the screen shows.
  const refused = await page.evaluate(async () => {
    const res = await fetch('/api/guardar_name_checklist', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ namechecklist: 'Intento' }),
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  });
  expect(refused.status).toBe(424);
  expect(refused.body.message).toMatch(NO_APP);

  await dialog.getByRole('link', { name: 'Contactar a ventas' }).click();
  await expect(page).toHaveURL(/\/pasarela$/);
});
