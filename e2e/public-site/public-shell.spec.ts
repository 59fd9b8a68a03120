import { expect, type Page, test } from '@playwright/test';
import { DEMO_NIT, lookupUrl, searchLookup } from '../support/lookup';

// Issue 28 (ADR 0021): the landing, the role pages, the registration pages and the lookup boot, for a
// visitor, in the public shell — React and Mantine without React Router (a fifth of a first visit) —
// and hand over to the portal when the visit is not a visitor's first render.

// A first visit: no service worker answers for the network.
test.use({ serviceWorkers: 'block' });

/** The app's scripts the page fetches, by their chunk names (public-*, index-*, router-*…). */
function watchScripts(page: Page): () => string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) scripts.push(match[1]);
  });
  return () => scripts;
}

/** What the page logs as an error or throws: a hydration mismatch, a failed import, a crash. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // An answer ≥ 400 is logged too: the lookup's "not found" is one, and the test reads it itself.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a visitor’s landing, role, lookup and registration pages work without the router’s code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = watchScripts(page);
  const errors = watchErrors(page);

  // The landing: the menu's burger is inert in the HTML and opens the drawer once the shell owns the page.
  await page.goto('/home');
  const burger = page.getByRole('button', { name: 'Abrir menú de secciones' });
  await expect(burger).toBeEnabled();
  await burger.click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Productos' })).toBeVisible();

  // A role page: the selector's names come from GET /api/roles, asked for by the hydrated page.
  const roles = page.waitForResponse((response) => response.url().endsWith('/api/roles'));
  await page.goto('/info-generadores');
  expect((await roles).ok()).toBe(true);
  const selector = page.getByRole('navigation', { name: /rol/i });
  await expect(selector.getByRole('link', { name: /Generador/ })).toHaveAttribute('aria-current', 'page');
  await selector.getByRole('link', { name: /Empresa de Transporte/ }).click();
  await expect(page).toHaveURL(/\/info-transporte$/);

  // The lookup: its button works once hydrated, and a search reaches the API.
  await page.goto(lookupUrl(DEMO_NIT));
  const consult = page.getByRole('button', { name: 'CONSULTAR' });
  await expect(consult).toBeEnabled();
  const searched = page.waitForResponse((response) =>
    response.url().endsWith('/api/search_customer_document'),
  );
  await searchLookup(page, 'document', 'NO-EXISTE-123');
  // Nothing matches that document: the lookup's "not found" (404), answered to the hydrated form.
  expect((await searched).status()).toBe(404);

  // A registration page: its button works once hydrated.
  await page.goto('/registrar-generadores');
  await expect(page.getByRole('button', { name: 'Registrarme' })).toBeEnabled();

  expect(scripts()).toContain('public');
  expect(scripts()).not.toContain('router');
  expect(scripts()).not.toContain('index');
  expect(errors).toEqual([]);

  // The portal's pages still bring the router: /login is not one of the shell's.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  expect(scripts()).toContain('router');
});

test('a session begun meanwhile in another tab: the shell hands the page over to the portal', async ({
  page,
  context,
  baseURL,
}) => {
  const scripts = watchScripts(page);
  // The shell's entry waits until the session hint exists, as if a sign-in in another tab had set it.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/public-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/home');
  await expect(page.locator('#root[data-prerendered="/home"]')).toBeAttached();
  await context.addCookies([{ name: 'trazo_sesion', value: '1', url: baseURL ?? '' }]);
  const sessionCheck = page.waitForResponse((response) => response.url().endsWith('/api/consulta_ingreso'));
  release();

  // The portal asks who is signed in (nobody: the hint is stale) and draws the landing itself.
  expect((await sessionCheck).status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => scripts()).toContain('router');
});

// What the shell's hydration leaves alone (issue 28, ADR 0021): each was a synchronous re-render or a
// blocking read in the task right after hydration, the largest a phone saw on the registration pages.
test('hydration keeps the prerendered fields: their ids, no hidden lists, no storage read', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    const reads = { count: 0 };
    Object.assign(window, { __storageReads: reads });
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        reads.count++;
        return original?.get?.call(window);
      },
    });
  });
  const html = await (await request.get('/registrar-generadores')).text();
  const prerenderedId = /<label[^>]*for="([^"]+)"[^>]*>Nombres/.exec(html)?.[1];
  expect(prerenderedId).toMatch(/^mantine-/);

  await page.goto('/registrar-generadores');
  await expect(page.getByRole('button', { name: 'Registrarme' })).toBeEnabled();
  // Mantine's own useId swaps every field's id for a random one after mounting (vite-stable-ids.ts).
  await expect(page.getByLabel('Nombres')).toHaveAttribute('id', prerenderedId ?? '');
  // A select's list exists only while open (city-select.tsx, LIST_WHEN_OPEN).
  await expect(page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await expect(page.getByRole('option', { name: 'Cédula de ciudadanía' })).toBeVisible();
  // Mantine's colour scheme is fixed, not read from localStorage (ui-providers.tsx, LIGHT_ONLY).
  const reads = () =>
    page.evaluate(() => (window as unknown as { __storageReads: { count: number } }).__storageReads.count);
  expect(await reads()).toBe(0);
  // The count is real: a read now is seen.
  await page.evaluate(() => window.localStorage.length);
  expect(await reads()).toBe(1);
});
