import { test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { type DevMail, uniqueEmail } from '../support/mailbox';
import { expect } from '../support/patient-expect';
import { openFromMenu } from '../support/side-menu';

test.describe.configure({ timeout: 90_000 });

// Cartera (issue 25 §2): the transport company e-mails a generator's account statement; it goes through
// the outbox and arrives in the development mailbox with the PDF attached.

type MailWithAttachment = DevMail & {
  id: number;
  adjunto: { nombre: string; tipo: string; bytes: number } | null;
};

test('the company e-mails a statement and it arrives with the PDF attached', async ({ page }) => {
  await loginAs(page, 'transporte');
  await openFromMenu(page, 'Contable', 'Cartera', /\/empresa-transporte\/cartera$/);
  const region = page.getByText('Saldo por generador').locator('..');
  const row = region.getByRole('row').filter({ hasText: 'NIT 860001234' });
  await row.getByRole('button', { name: /^Estado de cuenta/ }).click();
  await page.getByRole('menuitem', { name: 'Enviar por correo' }).click();
  const dialog = page.getByRole('dialog');
  const to = uniqueEmail('estado-cuenta');
  await dialog.getByLabel('Destinatarios (separados por coma)').fill(to);
  await dialog.getByRole('button', { name: 'Enviar por correo' }).click();
  await expect(page.getByText('Estado de cuenta enviado')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  let mail: MailWithAttachment | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)
        ).json()) as MailWithAttachment[];
        mail = mails.find((m) => m.subject.startsWith('Estado de cuenta'));
        return mail?.adjunto?.tipo ?? null;
      },
      { message: `the statement mail to ${to}`, timeout: 15_000 },
    )
    .toBe('application/pdf');
  expect(mail?.adjunto?.nombre).toMatch(/\.pdf$/);
  const attachment = await page.request.get(`/api/dev/mail/${mail?.id}/adjunto`);
  expect(attachment.status()).toBe(200);
  const bytes = await attachment.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBe(mail?.adjunto?.bytes);
});
