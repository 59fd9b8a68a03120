import { expect, test } from '@playwright/test';
import { registerShipper } from '../support/accounts';
import { fillLogin } from '../support/auth';
import { latestMail, linkOf, SUBJECT } from '../support/mailbox';
import { expectToast } from '../support/registration-form';

// Each test registers, hashes passwords and waits for the spec's 3 s / 4 s redirects: give it room.
test.describe.configure({ timeout: 90_000 });
/** A page's first paint loads its lazy chunk: slow on a busy machine. */
const FIRST_PAINT = { timeout: 30_000 };

// spec §2.5, §8: the signed link of the verification e-mail, altered and intact.
test('the e-mail link verifies the account; an altered signature is refused', async ({ page, request }) => {
  const account = await registerShipper(request, 'enlace-verif');
  const link = linkOf(await latestMail(request, account.email, SUBJECT.verification), 'Verificar mi correo');
  expect(link).toMatch(/^\/emailverify\?url=.+&signature=[0-9a-f]+$/);

  const altered = link.replace(
    /signature=([0-9a-f])/,
    (_, c: string) => `signature=${c === '0' ? '1' : '0'}`,
  );
  await page.goto(altered);
  await expect(page.getByRole('heading', { name: 'ERROR al momento verificar' })).toBeVisible(FIRST_PAINT);
  await expectToast(page, 'Error de Verificación', 'El enlace de verificación no es válido o ha expirado.');
  await expect(page.getByText('Recarga la página para intentarlo de nuevo.', { exact: false })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'EMAIL VERIFICADO' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('link', { name: 'VOLVER AL LOGIN' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // Verified now: the pending role leads to the activation notice, not to /access.
  await expect(page).toHaveURL(/\/pendiente-activacion$/);
});

test('/emailverify without a link shows the error, and /access without a session goes to /login', async ({
  page,
}) => {
  await page.goto('/emailverify');
  await expect(page.getByRole('heading', { name: 'ERROR al momento verificar' })).toBeVisible(FIRST_PAINT);
  await page.goto('/access');
  await expect(page).toHaveURL(/\/login$/);
});
