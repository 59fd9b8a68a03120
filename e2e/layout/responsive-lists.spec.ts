import { type Locator, type Page, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { openConfiguration } from '../support/configuration';
import { recordFarDelivery } from '../support/far-delivery';
import { expect } from '../support/patient-expect';

// Issue 22 item 14: on a 390 px phone and on a 1440 px screen the lists keep their row actions on screen
// (Legalización, Conductores) and the movement's driver-deliveries table shows every cell (it stacks into
// cards on a phone); no badge cuts its text; the page itself never scrolls sideways.

test.describe.configure({ timeout: 120_000 });

/** The element lies inside the window's width: neither cut by it nor hidden to the right of a table. */
async function expectWithinWidth(element: Locator, page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, 'a box to measure').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width + 0.5);
}

/** Every badge on the page shows its whole text, and there is at least one to look at. */
async function expectWholeBadges(page: Page) {
  const badges = page.locator('main .mantine-Badge-root, main .mantine-Badge-label');
  await expect(badges.first()).toBeVisible();
  const cut = await badges.evaluateAll((all) =>
    all.filter((b) => b.scrollWidth > b.clientWidth + 0.5).map((b) => b.textContent),
  );
  expect(cut).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Legalización and Conductores keep their actions on screen, with whole badges', async ({ page }) => {
      await loginAs(page, 'transporte');
      await page.goto('/empresa-transporte/legalizacion-gastos');
      const review = page.getByRole('link', { name: /^Revisar manifiesto / }).first();
      await expectWithinWidth(page.getByRole('columnheader', { name: 'Acciones' }), page);
      await expectWithinWidth(review, page);
      await expectWholeBadges(page);
      await expectNoSidewaysScroll(page);

      await page.goto('/empresa-transporte/configuracion/usuarios');
      await expectWithinWidth(page.getByRole('columnheader', { name: 'Acciones' }), page);
      // The demo driver has access: edit, reset the password and deactivate, all three reachable.
      await page.getByRole('textbox', { name: 'Buscar' }).fill('1010101010');
      const demoRow = page.getByRole('row').filter({ hasText: '1010101010' });
      const actions = demoRow.getByRole('button');
      await expect(actions).toHaveCount(3);
      for (const action of await actions.all()) await expectWithinWidth(action, page);
      await expectWholeBadges(page);
      await expectNoSidewaysScroll(page);
    });

    test("the movement's driver deliveries show every cell and the whole 'far' badge", async ({ page }) => {
      await loginAs(page, 'transporte');
      const manifest = await recordFarDelivery(page.request);
      await page.goto(`/empresa-transporte/detallemovimiento?manifiesto=${manifest}`);
      const row = page
        .getByRole('table', { name: 'Entregas registradas por el conductor' })
        .getByTestId('driver-delivery');
      await expect(row).toContainText('Ana Rojas');
      const cells = await row.getByRole('cell').all();
      expect(cells).toHaveLength(5);
      for (const cell of cells) await expectWithinWidth(cell, page);
      await expectWithinWidth(row.getByText('Entrega lejos del destino'), page);
      await expectWholeBadges(page);
      await expectNoSidewaysScroll(page);
    });
  });
}

test('Escape closes only the top dialog', async ({ page }) => {
  await loginAs(page, 'transporte');
  const configuration = await openConfiguration(page);
  await configuration.getByRole('button', { name: 'Configuración Masiva' }).click();
  const mass = page.getByRole('dialog', { name: 'Configuración masiva para generadores' });
  await expect(mass).toBeVisible();
  await mass.getByRole('button', { name: 'Crear' }).click();
  const pick = page.getByRole('dialog', { name: 'Seleccionar eventos' });
  await expect(pick).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(pick).toBeHidden();
  await expect(mass).toBeVisible();
  await expect(configuration).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(mass).toBeHidden();
  await expect(configuration).toBeVisible();

  // The last one open closes as before.
  await page.keyboard.press('Escape');
  await expect(configuration).toBeHidden();
});

test("a hovered item of the transport company's indigo menu keeps its white text readable", async ({
  page,
}) => {
  await loginAs(page, 'transporte');
  const link = page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Informes' });
  await link.hover();
  // The hovered link's background blended over the menu's, against its text: WCAG AA's 4.5:1.
  await expect
    .poll(() =>
      link.evaluate((element) => {
        const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
          const channel = (v: number) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        let behind: HTMLElement | null = element.parentElement;
        while (behind && rgba(getComputedStyle(behind).backgroundColor)[3] === 0)
          behind = behind.parentElement;
        const base = rgba(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255,255,255)');
        const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(element).backgroundColor);
        const shown = [r, g, b].map((v, n) => v * a + (base[n] ?? 255) * (1 - a));
        const [light, dark] = [luminance(shown), luminance(rgba(getComputedStyle(element).color))].sort(
          (x, y) => y - x,
        ) as [number, number];
        return (light + 0.05) / (dark + 0.05);
      }),
    )
    .toBeGreaterThanOrEqual(4.5);
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("Informes' weekly table and Movimientos APP's dates fit their places", async ({ page }) => {
    await loginAs(page, 'transporte');
    await page.goto('/empresa-transporte/informes');
    const weekly = page.getByRole('region', { name: 'Movimientos por semana' });
    await expectWithinWidth(weekly.getByRole('columnheader', { name: 'Total' }), page);
    const scroller = weekly.getByRole('group', { name: 'Movimientos por semana' });
    const fits = await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, 'the weekly table needs no sideways scrolling').toBe(true);

    // The dispatch date under each manifest ends before the plate's column begins.
    await page.goto('/empresa-transporte/viajes');
    const plateHeader = await page.getByRole('columnheader', { name: 'Placa' }).boundingBox();
    const date = page
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .first()
      .getByText(/\d{2}\/\d{2}\/\d{4}/);
    const dateBox = await date.boundingBox();
    expect(dateBox && plateHeader).toBeTruthy();
    expect((dateBox?.x ?? 0) + (dateBox?.width ?? 0)).toBeLessThanOrEqual(plateHeader?.x ?? 0);
  });
});
