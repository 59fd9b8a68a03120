import { expect, type Page, test } from '@playwright/test';

// spec §2.5 landing: banner buttons, menu that scrolls to its sections and folds under 800 px
// (spec §9), and the office details from the API.

const SECTIONS = [
  { link: 'Ventajas', id: 'ventajas' },
  { link: 'Quiénes somos', id: 'quienes-somos' },
  { link: 'Productos', id: 'productos' },
  { link: 'Contactanos', id: 'contactanos' },
];

const menu = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Secciones de la página' });

test('the banner buttons lead to /login and /info-generadores', async ({ page }) => {
  await page.goto('/home');
  const banner = page.locator('#inicio');
  await banner.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await banner.getByRole('link', { name: 'Registrate' }).click();
  await expect(page).toHaveURL(/\/info-generadores$/);
});

test('/ and /landing show the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/landing');
  await expect(menu(page).getByRole('link', { name: 'Ventajas' })).toBeVisible();
});

test('each menu link scrolls to its section, and Iniciar sesión opens /login', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  for (const section of [...SECTIONS].reverse()) {
    await menu(page).getByRole('link', { name: section.link, exact: true }).click();
    await expect(page.locator(`#${section.id}-title`)).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
  }
  await menu(page).getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('under 800 px the menu folds into a drawer that still scrolls to the sections', async ({ page }) => {
  await page.setViewportSize({ width: 801, height: 800 });
  await page.goto('/home');
  const burger = page.getByRole('button', { name: 'Abrir menú de secciones' });
  await expect(menu(page)).toBeVisible();
  await expect(burger).toBeHidden();

  await page.setViewportSize({ width: 799, height: 800 });
  await expect(menu(page)).toBeHidden();
  await expect(burger).toBeVisible();
  await burger.click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Productos' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('#productos-title')).toBeInViewport();

  await burger.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Registrate' }).click();
  await expect(page).toHaveURL(/\/info-generadores$/);
});

test('the page has no horizontal scroll at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home#contactanos');
  await expect(page.locator('#contactanos-title')).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('office address, map, chat and provider-site links come from the site configuration', async ({
  page,
}) => {
  const site = await (await page.request.get('/api/site-info')).json();
  await page.goto('/home#contactanos');
  const contact = page.locator('#contactanos');
  await expect(contact.getByText(site.direccion)).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute('href', site.mapa_url);
  await expect(contact.getByRole('link', { name: 'Escríbenos por chat' })).toHaveAttribute(
    'href',
    site.chat_url,
  );
  await expect(contact.getByRole('link', { name: 'Sitio de proveedores' })).toHaveAttribute(
    'href',
    site.sitio_proveedor_url,
  );
});

test('product buttons lead to the plans and the role pages', async ({ page }) => {
  // The contact section's code is held back, so the scroll to #productos is still waiting for it when
  // the link is followed; once it arrives, the next page's address must not take the section's hash.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let served = false;
  await page.route(/\/assets\/contact-section-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
    served = true;
  });
  await page.goto('/home#productos');
  const products = page.locator('#productos');
  await products.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/pasarela$/);
  release();
  await expect.poll(() => served).toBe(true);
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      ),
  );
  expect(page.url()).toMatch(/\/pasarela$/);
  await page.unroute(/\/assets\/contact-section-[\w-]+\.js$/);
  await page.goto('/home#productos');
  await products.getByRole('link', { name: 'Para empresas de transporte' }).click();
  await expect(page).toHaveURL(/\/info-transporte$/);
});

test('sections below the fold are not loaded until needed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const siteInfoCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/site-info')) siteInfoCalls.push(request.url());
  });
  await page.goto('/home');
  await expect(page.locator('#hero-title')).toBeVisible();
  await expect(page.locator('#contactanos')).toHaveAttribute('data-loaded', 'false');
  expect(siteInfoCalls).toHaveLength(0);
  await menu(page).getByRole('link', { name: 'Contactanos' }).click();
  await expect(page.locator('#contactanos')).toHaveAttribute('data-loaded', 'true');
  await expect.poll(() => siteInfoCalls.length).toBe(1);
});

/** The landing sections' own chunks (advantages-section-*.js, …), as the browser requests them. */
function sectionChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(advantages|about|products|contact)-section-[^/]+\.js$/.test(request.url()))
      chunks.push(request.url());
  });
  return chunks;
}

test('on a phone the sections below the banner load once the reader moves, not before', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chunks = sectionChunks(page);
  await page.goto('/home');
  // Hydrated (the burger works), and the network quiet: anything the page meant to load has gone out.
  await expect(page.getByRole('button', { name: 'Abrir menú de secciones' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // Ventajas starts below the screen but near it: only the reader's move may bring it.
  const top = await page.locator('#ventajas').evaluate((section) => section.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(844);
  expect(top).toBeLessThan(844 + 900);
  await expect(page.locator('#ventajas')).toHaveAttribute('data-loaded', 'false');
  expect(chunks).toEqual([]);

  await page.mouse.move(195, 600);
  await page.mouse.wheel(0, 300);
  await expect(page.locator('#ventajas')).toHaveAttribute('data-loaded', 'true');
  // The move also fetches every section's code, so the menu scrolls at once.
  await expect.poll(() => chunks.length).toBe(4);
});

test('on a tall screen a section already in view loads without waiting for a move', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/home');
  const top = await page.locator('#ventajas').evaluate((section) => section.getBoundingClientRect().top);
  expect(top).toBeLessThan(2400);
  await expect(page.locator('#ventajas')).toHaveAttribute('data-loaded', 'true');
  await expect(page.locator('#contactanos')).toHaveAttribute('data-loaded', 'false');
});
