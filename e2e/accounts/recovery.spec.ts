import { expect, test } from '@playwright/test';
import { registerShipper } from '../support/accounts';
import { fillLogin } from '../support/auth';
import { codeOf, latestMail, linkOf, SUBJECT, uniqueEmail } from '../support/mailbox';
import { expectToast } from '../support/registration-form';

// Each test registers, hashes passwords and waits for the spec's 3 s / 4 s redirects: give it room.
test.describe.configure({ timeout: 90_000 });
/** A page's first paint loads its lazy chunk: slow on a busy machine. */
const FIRST_PAINT = { timeout: 30_000 };

// spec §2.2, §2.5, §4, §5, §8: password recovery by the e-mailed code and by the e-mailed link.
const CHANGED = 'Nueva-Ruta-2026';

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

test('forgot password: the code from the e-mail sets a new password and the old one stops working', async ({
  page,
  request,
}) => {
  const account = await registerShipper(request, 'olvido');
  await page.goto('/login');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expectToast(page, 'Error', 'Asegurese de que su correo este correctamente escrito');

  await dialog.getByLabel('Correo electrónico').fill(account.email);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Tiempo restante')).toBeVisible();
  await expect(dialog.getByTestId('countdown')).toHaveText(/^00:(09|10):\d\d$/);
  const code = codeOf(await latestMail(request, account.email, SUBJECT.reset));

  // spec §4: the expiry lives in a cookie, so a reload and a reopened dialog resume at the code step.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'trazo_recovery');
  expect(cookie?.httpOnly).toBe(false);
  await page.reload();
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(dialog.getByText(account.email)).toBeVisible();

  const change = dialog.getByRole('button', { name: 'Cambiar contraseña' });
  await change.click();
  await expectToast(page, 'Codigo incompleto', 'Debes ingresar el codigo que llego a tu correo');
  const codeInput = dialog.getByLabel('Código de verificación');
  await codeInput.click();
  await codeInput.pressSequentially(code === '111111' ? '222222' : '111111');
  await change.click();
  await expectToast(page, 'Falta Contraseña', 'Debes ingresar la contraseña y verificación');
  await dialog.getByLabel('Nueva contraseña').fill(CHANGED);
  await dialog.getByLabel('Confirmar contraseña').fill('Otra-Distinta-2026');
  await change.click();
  await expectToast(page, 'Error en Contraseña', 'Las contraseñas deben de coincidir');
  await dialog.getByLabel('Confirmar contraseña').fill(CHANGED);
  await change.click();
  await expectToast(page, 'Ocurrio un error al verificar', 'El código no es válido o ha expirado');

  await codeInput.fill('');
  await codeInput.pressSequentially(code);
  const sent = page.waitForRequest('**/api/verify-code-password');
  await change.click();
  expect((await sent).postDataJSON()).toMatchObject({ code, email: account.email });
  await expect(dialog).toBeHidden();
  expect((await page.context().cookies()).some((c) => c.name === 'trazo_recovery')).toBe(false);

  // The dialog starts over, cleared.
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(dialog.getByLabel('Correo electrónico')).toHaveValue('');
  await page.keyboard.press('Escape');

  await signIn(page, account.email, account.password);
  await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
  // The API counts the e-mailed code as proof of the address: the account is verified now, and its
  // pending role leads to the activation notice.
  await signIn(page, account.email, CHANGED);
  await expect(page).toHaveURL(/\/pendiente-activacion$/);
});

test('the reset link of the e-mail opens /resetpassword and sets a new password', async ({
  page,
  request,
}) => {
  const account = await registerShipper(request, 'enlace');
  const asked = await request.post('/api/passwordreset', { data: { email: account.email } });
  expect(asked.status()).toBe(200);
  const link = linkOf(await latestMail(request, account.email, SUBJECT.reset), 'Restablecer contraseña');
  expect(link).toMatch(/^\/resetpassword\?email=.+&token=.+/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'ACTUALIZAR CONTRASEÑA' })).toBeVisible(FIRST_PAINT);
  const submit = page.getByRole('button', { name: 'REESTABLECER CONTRASEÑA' });
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(CHANGED);
  await submit.click();
  await expectToast(page, 'Error', 'Debe llenar ambos campos!');
  await page.getByLabel('Confirmar nueva contraseña').fill('Otra-Distinta-2026');
  await submit.click();
  await expectToast(page, 'Error', 'Las contraseñas no coinciden!');
  await page.getByLabel('Confirmar nueva contraseña').fill(CHANGED);
  await submit.click();
  await expectToast(page, 'Contraseña actualizada', 'Su contraseña fue actualizada con éxito.');
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });

  // The link is single use, and the page says so on arrival (issue 14).
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible(FIRST_PAINT);
  await expect(
    page.getByText('El enlace para restablecer la contraseña no es válido o ha expirado.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveCount(0);

  await signIn(page, account.email, account.password);
  await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
  await signIn(page, account.email, CHANGED);
  await expect(page).toHaveURL(/\/pendiente-activacion$/);
});

test('once the code has expired the change button is disabled and a new code is offered', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  // No enumeration: an address without an account gets the same answer and the same code step.
  const email = uniqueEmail('sin-cuenta');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  const change = dialog.getByRole('button', { name: 'Cambiar contraseña' });
  await expect(change).toBeEnabled();

  await page.clock.fastForward('10:01');
  await expect(dialog.getByTestId('countdown')).toHaveText('00:00:00');
  await expect(change).toBeDisabled();
  await expect(dialog.getByText('El código expiró. Solicita uno nuevo para continuar.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Solicitar un código nuevo' }).click();
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeVisible();
  await expect(dialog.getByLabel('Correo electrónico')).toHaveValue(email);
});
