import { type Page, test } from '@playwright/test';
import { AREA_PATHS, PUBLIC_PATHS, type RoleArea } from '../support/app-routes';
import { chooseRole, fillLogin, loginAs, openUserMenu } from '../support/auth';
import { openConfiguration } from '../support/configuration';
import { DEMO, DEMO_DRIVER, DEMO_PASSWORD } from '../support/demo-accounts';
import { lookupUrl, openLookupDetail, searchLookup } from '../support/lookup';
import { movementRows } from '../support/movements';
import { axeViolations, settle } from '../support/page-checks';
import { expect } from '../support/patient-expect';
import { type PageVisit, walkPages, walkTimeout } from '../support/quality-walk';

// Issue 14 items 7 and 8: every page of every role — and the dialogs a newcomer opens first — loads
// with a quiet console (no console or page error, no failed same-origin request, no API request sent
// twice) and without serious or critical axe-core violations (WCAG 2.1 A/AA). One test per role signs
// in once through the login form and walks its pages (support/app-routes plus the visits below).

/** Opens a dialog and waits until it shows: the walk then checks the page with it open. */
async function dialogOf(page: Page, name: string) {
  await expect(page.getByRole('dialog', { name })).toBeVisible();
}

/** 'Saltar al contenido' is the keyboard's first stop and moves the focus to the page's main. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** One page of each visitor's frame: the landing, the public layout, the sign-in card, the customer portal. */
const SKIP_LINK_PAGES = ['/home', '/contactus', '/login', '/prueba-login'];

const VISITOR_VISITS: PageVisit[] = [
  ...PUBLIC_PATHS.map((path) => ({
    path,
    open: SKIP_LINK_PAGES.includes(path) ? skipToContent : undefined,
    // The one allowed answer ≥ 400: a dead reset link is checked on arrival and said so (issue 14
    // item 2). The throttled check answers it as the reset itself does, 400 with the spec's message
    // (an unknown e-mail looks the same), and the page shows that message; the browser logs the 400.
    expected: path.startsWith('/resetpassword')
      ? [{ url: /\/api\/reset-password\/check$/, status: 400, why: 'a dead reset link, as the page shows' }]
      : [],
  })),
  { path: '/ruta-que-no-existe', name: 'the not-found page', notFound: true },
  { path: lookupUrl(null), name: 'the lookup without a company' },
  {
    path: lookupUrl('900123456'),
    name: 'the lookup detail dialog of 100125',
    open: async (page) => {
      await searchLookup(page, 'manifest', '100125');
      const dialog = await openLookupDetail(page, '100125');
      await expect(dialog.getByRole('button', { name: 'Cerrar', exact: true }).first()).toBeVisible();
    },
  },
  {
    path: '/login',
    name: 'the login recovery dialog',
    open: async (page) => {
      await page.getByRole('button', { name: /olvidaste tu contraseña/i }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

/** Pages and dialogs past each area's plain paths: a query that fills the page, or a dialog. */
const EXTRA_VISITS: Record<RoleArea, PageVisit[]> = {
  transporte: [
    { path: '/empresa-transporte/detallemovimiento?manifiesto=100125' },
    { path: '/empresa-transporte/viajes?vista=importar' },
    { path: '/empresa-transporte/viajes?vista=integracion' },
    { path: '/empresa-transporte/informes/imprimir?movimiento=100001' },
    {
      path: '/empresa-transporte/legalizacion-gastos',
      name: "a trip's legalisation",
      open: async (page) => {
        await page
          .getByRole('link', { name: /^Revisar manifiesto / })
          .first()
          .click();
        await expect(page).toHaveURL(/\/legalizacion-gastos\/\d+$/);
      },
    },
    {
      path: '/empresa-transporte/editar-perfil',
      name: 'the Cambiar Contraseña dialog',
      open: async (page) => {
        await openUserMenu(page);
        await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
        await dialogOf(page, 'Cambiar Contraseña');
        const dialog = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
        await expect(dialog.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
      },
    },
    {
      path: '/empresa-transporte/inicio',
      name: 'the Configuraciones dialog',
      open: async (page) => void (await openConfiguration(page)),
    },
    {
      path: '/empresa-transporte/inicio',
      name: 'the Descargar Reportes dialog',
      open: async (page) => {
        await page
          .getByRole('navigation', { name: 'Menú principal' })
          .getByText('Reportes', { exact: true })
          .click();
        await dialogOf(page, 'Descargar Reportes');
      },
    },
  ],
  generador: [
    {
      path: '/generador/mov-transporte',
      name: 'the movement detail dialog',
      open: async (page) => {
        await movementRows(page)
          .first()
          .getByRole('button', { name: /^Ver detalle / })
          .click();
        await dialogOf(page, 'Detalle del movimiento');
      },
    },
  ],
  // The master pages' drawers (issue 24): the create forms and the import panel.
  especiales: [
    ...(
      [
        ['/especiales/funcionarios', 'Nuevo funcionario'],
        ['/especiales/contratos', 'Nuevo contrato'],
        ['/especiales/origenes-destinos', 'Importar'],
        ['/especiales/solicitudes-transporte-especial', 'Nueva solicitud'],
      ] as const
    ).map(([path, button]) => ({
      path,
      name: `${path} → ${button}`,
      open: async (page: Page) => {
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    })),
  ],
  admin: [],
  proveedor: [],
  terceros: [],
};

// The walk passes only if its checks can fail: axe, as the walk runs it, finds each planted problem.
test('the accessibility check finds what it looks for', async ({ page }) => {
  await page.goto('/home');
  await settle(page);
  // Planted beside the app's root, not inside it: /home is prerendered and then hydrated, and
  // hydration that meets nodes it did not render replaces them (CI once saw axe find nothing).
  await page.evaluate(() => {
    const planted = document.createElement('section');
    planted.innerHTML =
      '<img src="/favicon.svg"><button></button>' +
      '<p style="color:#ddd;background:#fff">Texto casi invisible</p>';
    document.body.append(planted);
  });
  const found = (await axeViolations(page)).join('\n');
  for (const rule of ['image-alt', 'button-name', 'color-contrast']) expect(found).toContain(`axe ${rule} `);
});

test('visitor pages are quiet and accessible', async ({ page }) => {
  test.setTimeout(walkTimeout(VISITOR_VISITS.length));
  await walkPages(page, VISITOR_VISITS);
});

for (const [area, { account, paths }] of Object.entries(AREA_PATHS) as [
  RoleArea,
  (typeof AREA_PATHS)[RoleArea],
][]) {
  test(`${area} pages are quiet and accessible (${DEMO[account].email})`, async ({ page }) => {
    // Each area's home also checks the signed-in layout's skip link.
    const visits = [
      ...paths.map((path) => ({ path, open: path.endsWith('/inicio') ? skipToContent : undefined })),
      ...EXTRA_VISITS[area],
    ];
    test.setTimeout(walkTimeout(visits.length));
    await loginAs(page, account);
    await walkPages(page, visits);
  });
}

// Issue 22 item 14: the transport company's lists on a 390 px phone — the walk's checks, with no page
// scrolling sideways and no badge cut.
test.describe("the transport company's lists on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('list pages are quiet, accessible and fit a 390 px screen', async ({ page }) => {
    const visits: PageVisit[] = [
      'viajes',
      'pendientes',
      'legalizacion-gastos',
      'informes',
      'configuracion/usuarios',
      'configuracion/eventos',
      'configuracion/pesv',
      'configuracion/tipo-gastos',
      'detallemovimiento?manifiesto=100125',
    ].map((path) => ({ path: `/empresa-transporte/${path}` }));
    test.setTimeout(walkTimeout(visits.length));
    await loginAs(page, 'transporte');
    await walkPages(page, visits);
  });
});

test('accounts on their way in: pending, unverified, choosing a role', async ({ browser }) => {
  test.setTimeout(walkTimeout(6));
  for (const account of ['pendiente', 'sinverificar'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginAs(page, account);
    const landing = account === 'pendiente' ? '/pendiente-activacion' : '/access';
    await walkPages(page, [{ path: landing, name: `${landing} as ${DEMO[account].email}` }]);
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await walkPages(page, [
    {
      path: '/login',
      name: `the role dialog of ${DEMO.multirol.email}`,
      open: async (tab) => {
        await fillLogin(tab, DEMO.multirol.email, DEMO_PASSWORD);
        await tab.getByRole('button', { name: 'Ingresar' }).click();
        await expect(tab.getByRole('dialog')).toBeVisible();
      },
    },
    {
      path: '/generador/inicio',
      stay: true,
      name: 'the role switch dialog',
      open: async (tab) => {
        await chooseRole(tab, /Generador/);
        await expect(tab).toHaveURL(/\/generador\/inicio$/);
        await openUserMenu(tab);
        await tab.getByRole('menuitem', { name: 'Cambiar de rol' }).click();
        await expect(tab.getByRole('dialog')).toBeVisible();
      },
    },
  ]);
  await context.close();
});

test.describe('the drivers app on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('driver pages are quiet and accessible', async ({ page }) => {
    let trip = '';
    const openFirstTrip = async (tab: Page) => {
      await tab
        .getByRole('button', { name: /^Manifiesto / })
        .first()
        .click();
      await expect(tab).toHaveURL(/\/conductor\/viajes\/\d+$/);
      trip = new URL(tab.url()).pathname;
    };
    const visits: PageVisit[] = [
      { path: '/conductor/', name: 'the sign-in screen' },
      {
        path: '/conductor/',
        name: 'the trips (signed in)',
        open: async (tab) => {
          await tab.getByLabel('Número de documento').fill(DEMO_DRIVER.documento);
          await tab.getByLabel('Contraseña').fill(DEMO_PASSWORD);
          await tab.getByRole('button', { name: 'Ingresar' }).click();
          await expect(tab.getByRole('heading', { name: 'Mis viajes' })).toBeVisible();
        },
      },
      { path: '/conductor/', name: 'a trip, from the trips', open: openFirstTrip },
      { path: () => trip, name: 'a trip, opened by its address' },
      { path: () => `${trip}/inspeccion`, name: "a trip's inspection" },
      { path: () => `${trip}/gastos`, name: "a trip's expenses and advances" },
      {
        path: () => `${trip}/gastos`,
        name: 'the expense form',
        open: async (tab) => {
          await tab.getByRole('button', { name: 'Registrar gasto' }).click();
          await expect(tab.getByRole('heading', { name: 'Registrar gasto' })).toBeVisible();
        },
      },
      { path: '/conductor/pendientes', name: 'the queue' },
      { path: '/conductor/terminados', name: 'the finished trips' },
    ];
    test.setTimeout(walkTimeout(visits.length));
    await walkPages(page, visits);
  });
});
