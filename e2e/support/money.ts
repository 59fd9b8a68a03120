import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './demo-accounts';
import { solidPng } from './images';
import { expect } from './patient-expect';
import { openFromMenu } from './side-menu';

// Trip money (issue 11) set up through the real API: the demo transport company's ERP sends a trip with an
// advance, a fresh driver of that company signs in to the drivers' API and records expenses with photos.

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

export interface MoneyTrip {
  manifest: string;
  driverName: string;
  /** The fresh driver's sign-in to the drivers' app. */
  documento: string;
  password: string;
  driverHeaders: Record<string, string>;
  movementId: number;
}

export async function companyHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { email: DEMO.transporte.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return { ...XRW, authorization: `Bearer ${access_token}` };
}

export async function tripWithAdvance(request: APIRequestContext, anticipo: number): Promise<MoneyTrip> {
  const headers = await companyHeaders(request);
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const documento = String(randomInt(700_000_000, 799_999_999));
  const driverName = `Conductora Gastos ${suffix}`;
  const password = 'Ruta-Gastos-2026*';
  const driver = await request.post('/api/conductores', {
    headers,
    data: { documento, nombre: driverName, telefono: '', email: '', password },
  });
  expect(driver.status(), await driver.text()).toBe(201);

  const key = await request.post('/api/integracion/llaves', {
    headers,
    data: { nombre: `ERP gastos ${suffix}` },
  });
  expect(key.status()).toBe(201);
  const { llave } = (await key.json()) as { llave: string };
  const manifest = `G-${suffix}`;
  const party = (doc: string, nombre: string) => ({
    documento: doc,
    nombre,
    direccion: 'Cl. 1 # 2-3',
    zona: 'TUNJA (BOYACÁ)',
    telefono: '3001234567',
  });
  const batch = await request.post('/api/v1/integracion/movimientos', {
    headers: { 'X-Api-Key': llave },
    data: {
      movimientos: [
        {
          manifiesto_numero: manifest,
          fecha_despacho: new Date().toISOString(),
          sucursal: 'Tunja',
          vehiculo: { placa: `G${suffix}`, marca: 'Hino' },
          conductor: { documento, nombre: driverName },
          origen_descripcion: 'TUNJA (BOYACÁ)',
          destino_descripcion: 'BOGOTÁ, D.C. (BOGOTÁ, D.C.)',
          anticipo,
          remesas: [
            {
              remesa_numero: `${manifest}-1`,
              producto_descripcion: 'Papa pastusa',
              valor_declarado: 1_500_000,
              unidades_final: 100,
              peso_final: 5000,
              remitente: party('900111222', 'Agro Boyacá S.A.S.'),
              destinatario: party('900333444', 'Central de Abastos'),
              generador: { nit: '900111222', nombre: 'Agro Boyacá S.A.S.' },
            },
          ],
        },
      ],
    },
  });
  expect(batch.status(), await batch.text()).toBe(200);
  const movementId = ((await batch.json()) as { resultados: { id: number }[] }).resultados[0]?.id as number;

  const session = await request.post('/api/conductor/sesion', { data: { documento, password } });
  expect(session.status(), await session.text()).toBe(200);
  const { token } = (await session.json()) as { token: string };
  return {
    manifest,
    driverName,
    documento,
    password,
    driverHeaders: { authorization: `Bearer ${token}` },
    movementId,
  };
}

async function typeIdOf(request: APIRequestContext, trip: MoneyTrip, name: string): Promise<number> {
  const res = await request.get('/api/conductor/gastos/tipos', { headers: trip.driverHeaders });
  const { data } = (await res.json()) as { data: { id: number; name: string }[] };
  const type = data.find((t) => t.name === name);
  expect(type, name).toBeDefined();
  return type?.id as number;
}

/** The driver uploads a receipt photo, then records the expense referencing it (the app's protocol). */
export async function recordExpense(
  request: APIRequestContext,
  trip: MoneyTrip,
  expense: { type: string; amountCop: number; beneficiaryName: string; color: [number, number, number] },
) {
  const photo = randomUUID();
  const upload = await request.post('/api/conductor/fotos', {
    headers: trip.driverHeaders,
    multipart: {
      clientId: photo,
      foto: { name: 'recibo.png', mimeType: 'image/png', buffer: solidPng(48, expense.color) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { clientId, ...body } = {
    clientId: randomUUID(),
    movementId: trip.movementId,
    expenseTypeId: await typeIdOf(request, trip, expense.type),
    amountCop: expense.amountCop,
    occurredAt: new Date().toISOString(),
    geoDenied: true,
    beneficiaryName: expense.beneficiaryName,
    photos: [photo],
  };
  const res = await request.post('/api/conductor/gastos', {
    headers: trip.driverHeaders,
    data: { clientId, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  /** The driver corrects the amount from the app (PUT), as a phone coming back online would. */
  const correct = async (amountCop: number) => {
    const put = await request.put(`/api/conductor/gastos/${clientId}`, {
      headers: trip.driverHeaders,
      data: { ...body, amountCop },
    });
    expect(put.status(), await put.text()).toBe(200);
  };
  return { correct };
}

// ── The company's side in the portal ('Legalización Gastos') ──

/** From the menu to the trip's review screen, finding the trip by its fresh driver. */
export async function openTripLegalisation(
  page: Page,
  trip: MoneyTrip,
  totals: { advance: string; expenses: string },
) {
  await openFromMenu(
    page,
    'Movimientos',
    'Legalización Gastos',
    /\/empresa-transporte\/legalizacion-gastos$/,
  );
  // The list follows the filter 300 ms after typing stops and lays a loading veil over the rows
  // while it asks: a click before the filtered answer can land on that veil and go nowhere (CI saw
  // it). Wait for the answer, then for the veil to lift.
  const filtered = page.waitForResponse(
    (r) => r.url().includes('/legalizacion-gastos?') && r.url().includes('conductor='),
  );
  await page.getByRole('textbox', { name: 'Conductor' }).fill(trip.driverName.toLowerCase());
  await filtered;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: trip.manifest });
  await expect(row).toContainText(totals.advance);
  await expect(row).toContainText(totals.expenses);
  await row.getByRole('link', { name: `Revisar manifiesto ${trip.manifest}` }).click();
  await expect(
    page.getByRole('heading', { name: `Legalización del manifiesto ${trip.manifest}` }),
  ).toBeVisible();
}

/** The review screen's card of one expense, named `Tipo · $ valor`. */
export const expenseCard = (page: Page, name: string): Locator => page.getByRole('article', { name });

export async function approveExpense(page: Page, name: string) {
  const card = expenseCard(page, name);
  await card.getByRole('button', { name: `Aprobar ${name}` }).click();
  await expect(card).toContainText('Aprobado');
}

export async function refuseExpense(page: Page, name: string, reason: string) {
  const card = expenseCard(page, name);
  await card.getByRole('button', { name: `Rechazar ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar gasto' });
  await dialog.getByRole('textbox', { name: /Motivo del rechazo/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(card).toContainText('Rechazado');
  await expect(card).toContainText(reason);
}

export async function closeLegalisation(page: Page) {
  await page.getByRole('button', { name: 'Cerrar legalización' }).click();
  await page
    .getByRole('dialog', { name: 'Cerrar legalización' })
    .getByRole('button', { name: 'Cerrar legalización' })
    .click();
  await expect(page.getByText('Legalizada', { exact: true })).toBeVisible();
}

/** The driver inspects the vehicle (every item good, the photos each asks for) and starts the trip: en ruta. */
export async function startTrip(request: APIRequestContext, trip: MoneyTrip) {
  const headers = trip.driverHeaders;
  const photo = async () => {
    const clientId = randomUUID();
    const upload = await request.post('/api/conductor/fotos', {
      headers,
      multipart: {
        clientId,
        foto: { name: 'foto.png', mimeType: 'image/png', buffer: solidPng(16, [90, 80, 120]) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    return clientId;
  };
  const checklist = (await (await request.get('/api/conductor/checklist', { headers })).json()) as {
    categorias: { items: { id: number; requiredImages: number }[] }[];
  };
  const items = await Promise.all(
    checklist.categorias
      .flatMap((c) => c.items)
      .map(async (item) => ({
        checklistItemId: item.id,
        rate: 5,
        photos: await Promise.all(Array.from({ length: item.requiredImages }, photo)),
      })),
  );
  const inspection = await request.post('/api/conductor/inspecciones', {
    headers,
    data: {
      clientId: randomUUID(),
      movementId: trip.movementId,
      inspectedAt: new Date().toISOString(),
      items,
      signaturePhotoId: await photo(),
      // The veracity declaration (issue 22 item 7, on main since): ignored where it is not asked yet.
      clauseAccepted: true,
    },
  });
  expect(inspection.status(), await inspection.text()).toBe(201);
  const start = await request.post('/api/conductor/eventos', {
    headers,
    data: {
      clientId: randomUUID(),
      movementId: trip.movementId,
      eventId: 5,
      occurredAt: new Date().toISOString(),
      geoDenied: true,
    },
  });
  expect(start.status(), await start.text()).toBe(201);
}
