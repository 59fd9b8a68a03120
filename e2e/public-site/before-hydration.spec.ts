import { expect, type Page, test } from '@playwright/test';
import { fillLogin } from '../support/auth';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts';
import { DEMO_NIT, lookupUrl } from '../support/lookup';
import { toast } from '../support/toasts';

// Issue 28 (ADR 0021): the public pages are prerendered, so a phone paints a form seconds before its
// JavaScript runs. A form used in that window must not be submitted natively (a GET to the page with
// the typed values in its URL, the values lost), and what was typed must still count once the app
// has loaded. The app's entry chunk is held here until the test lets it through: the window, made long.

// The first visit of a fresh browser: no service worker answers in the route's place.
test.use({ serviceWorkers: 'block' });

/**
 * Holds the app's entry chunk (the page's `<script type="module">`: the portal's, index-*.js, or the
 * public shell's, public-*.js); call the result to let it load.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(index|public)-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The documents the page loads. A native submit of these forms (GET, no action) loads the page again
 * at `…?` or `…?field=value` — the revert of ADR 0021 saw `/login?`; the app itself never reloads.
 */
function watchNavigations(page: Page): () => string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loaded.push(request.url());
  });
  return () => loaded.map((url) => url.slice(new URL(url).origin.length));
}

/** Two animation frames in the page: a native submission would have started by then. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('a login typed and sent before the app has loaded is not sent natively, and signs in after', async ({
  page,
}) => {
  const release = await holdApp(page);
  const navigations = watchNavigations(page);
  await page.goto('/login', { waitUntil: 'commit' });

  const button = page.getByRole('button', { name: 'Ingresar' });
  await expect(button).toBeDisabled();
  await fillLogin(page, DEMO.generador.email, DEMO_PASSWORD);
  await page.getByLabel('Recordarme').check();
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await button.click({ force: true });
  await settle(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(button).toBeDisabled();

  release();
  await expect(button).toBeEnabled();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(DEMO.generador.email);
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(DEMO_PASSWORD);
  await expect(page.getByLabel('Recordarme')).toBeChecked();

  // The form's own state has the values: the request carries them (an empty state would be refused
  // with 'Debe ingresar usuario y contraseña' without a request).
  const sent = page.waitForRequest('**/api/login');
  await button.click();
  expect((await sent).postDataJSON()).toEqual({
    email: DEMO.generador.email,
    password: DEMO_PASSWORD,
    remember: true,
  });
  await expect(toast(page, 'Ingreso exitoso')).toContainText('Bienvenido');
  await expect(page).toHaveURL(DEMO.generador.home as RegExp);
  expect(navigations()).toEqual(['/login']);
});

test('a lookup chosen and typed before the app has loaded is searched as typed', async ({ page }) => {
  const release = await holdApp(page);
  const navigations = watchNavigations(page);
  // A customer's link: the page drawn without a company is hydrated, the company shown after.
  await page.goto(lookupUrl(DEMO_NIT), { waitUntil: 'commit' });

  const button = page.getByRole('button', { name: 'CONSULTAR' });
  await expect(button).toBeDisabled();
  await page.getByRole('radio', { name: 'Documento Cliente' }).check();
  // Before the app runs the field keeps the label it was drawn with.
  const field = page.getByRole('textbox', { name: 'Número de manifiesto' });
  await field.fill('DOC-555');
  await field.press('Enter');
  await settle(page);
  await expect(page).toHaveURL(/\/consulta-documento-cliente\?customer=900123456$/);

  release();
  await expect(button).toBeEnabled();
  // The choice reached the form's state: the field is now the customer document's.
  await expect(page.getByRole('textbox', { name: 'Documento del cliente' })).toHaveValue('DOC-555');
  await expect(page.getByRole('radio', { name: 'Documento Cliente' })).toBeChecked();

  await expect(page.getByText('NIT 900.123.456')).toBeVisible();

  const sent = page.waitForRequest('**/api/search_customer_document');
  await button.click();
  expect((await sent).postDataJSON()).toEqual({
    nit_customer: DEMO_NIT,
    documento_cliente: 'DOC-555',
    tipo_campo: true,
  });
  expect(navigations()).toEqual([lookupUrl(DEMO_NIT)]);
});

test('a registration typed before the app has loaded keeps its values', async ({ page }) => {
  const release = await holdApp(page);
  const navigations = watchNavigations(page);
  await page.goto('/registrar-generadores', { waitUntil: 'commit' });

  const button = page.getByRole('button', { name: 'Registrarme' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Nombres').fill('Mariana');
  await page.getByLabel('Cargo').fill('Jefe de logística');
  await page.getByLabel('Cargo').press('Enter');
  await settle(page);
  await expect(page).toHaveURL(/\/registrar-generadores$/);

  release();
  await expect(button).toBeEnabled();
  await expect(page.getByLabel('Nombres')).toHaveValue('Mariana');
  // A send now is refused for the missing fields, not for these: they are in the form's state.
  await button.click();
  await expect(page.getByLabel('Apellidos')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nombres')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Cargo')).not.toHaveAttribute('aria-invalid', 'true');
  expect(navigations()).toEqual(['/registrar-generadores']);
});
