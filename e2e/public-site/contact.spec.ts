import { expect, type Page, test } from '@playwright/test';
import { devMail } from '../support/public-site';

// spec §2.5 / §5 / §8 contact form, on the landing and at /contactus; the message reaches the sales
// inbox through the outbox (seen in the dev mailbox).

async function fillContact(
  page: Page,
  values: { nombre: string; email: string; celular: string; descripcion: string },
) {
  const form = page.getByRole('form', { name: 'Contáctanos' });
  await form.getByLabel('Nombre').fill(values.nombre);
  await form.getByLabel('Correo electrónico').fill(values.email);
  await form.getByLabel('Celular').pressSequentially(values.celular);
  await form.getByLabel('Descripción').fill(values.descripcion);
  return form;
}

test('an incomplete form warns and sends nothing', async ({ page }) => {
  await page.goto('/contactus');
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/enviarcorreosolicitud')) posted = true;
  });
  const form = page.getByRole('form', { name: 'Contáctanos' });
  await form.getByLabel('Nombre').fill('Solo el nombre');
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Información incompleta')).toBeVisible();
  await expect(page.getByText('Ingrese toda la información solicitada')).toBeVisible();
  await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test('the phone is masked 999-999-9999', async ({ page }) => {
  await page.goto('/contactus');
  const phone = page.getByRole('form', { name: 'Contáctanos' }).getByLabel('Celular');
  await phone.pressSequentially('3001234567');
  await expect(phone).toHaveValue('300-123-4567');
});

test('a message sent from the landing reaches the sales inbox', async ({ page }) => {
  const stamp = `${Date.now()}`;
  const email = `cliente.${stamp}@transportes-ejemplo.co`;
  await page.goto('/home#contactanos');
  const form = await fillContact(page, {
    nombre: `Marta Lucía Pérez ${stamp}`,
    email,
    celular: '3109876543',
    descripcion: 'Tenemos 40 tractomulas y queremos la app de conductores.',
  });
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Se envio tu mensaje con exito')).toBeVisible();
  await expect(page.getByText('Pronto te contactaremos').first()).toBeVisible();
  await expect(form.getByLabel('Nombre')).toHaveValue('');

  await expect.poll(async () => (await devMail(page)).find((mail) => mail.text.includes(stamp))).toBeTruthy();
  const mail = (await devMail(page)).find((m) => m.text.includes(stamp));
  expect(mail?.text).toContain(email);
  expect(mail?.text).toContain('310-987-6543');
  expect(mail?.text).toContain('40 tractomulas');
});

test('/contactus sends too, and a bad e-mail is pointed out before sending', async ({ page }) => {
  const stamp = `${Date.now()}`;
  await page.goto('/contactus');
  const form = await fillContact(page, {
    nombre: `Jaime Ortiz ${stamp}`,
    email: 'no-es-un-correo',
    celular: '3151112233',
    descripcion: 'Quiero una demostración.',
  });
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(form.getByText('El valor no es una dirección de correo electrónico válida')).toBeVisible();
  await form.getByLabel('Correo electrónico').fill(`jaime.${stamp}@ejemplo.co`);
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Se envio tu mensaje con exito')).toBeVisible();
  await expect.poll(async () => (await devMail(page)).some((mail) => mail.text.includes(stamp))).toBe(true);
});

test('a server failure shows the spec message', async ({ page }) => {
  await page.route('**/api/enviarcorreosolicitud', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto('/contactus');
  const form = await fillContact(page, {
    nombre: 'Ana',
    email: 'ana@ejemplo.co',
    celular: '3001112233',
    descripcion: 'Hola',
  });
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Ocurrio un error')).toBeVisible();
  await expect(page.getByText('Intenta en unos minutos')).toBeVisible();
});

test('a throttled sender sees the server message', async ({ page }) => {
  await page.route('**/api/enviarcorreosolicitud', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Ya recibimos varios mensajes tuyos. Intenta de nuevo en unos minutos.',
      }),
    }),
  );
  await page.goto('/contactus');
  const form = await fillContact(page, {
    nombre: 'Ana',
    email: 'ana@ejemplo.co',
    celular: '3001112233',
    descripcion: 'Hola',
  });
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(
    page.getByText('Ya recibimos varios mensajes tuyos. Intenta de nuevo en unos minutos.'),
  ).toBeVisible();
});
