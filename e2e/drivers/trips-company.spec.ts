import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, test } from '@playwright/test';
import { loginAs } from '../support/auth';
import { solidPng } from '../support/images';
import { expect } from '../support/patient-expect';

// issue 10 items 4, 5, 7, the company's side of what drivers record: a critical inspection item rated
// Malo shows as an alert in the movement detail, the company records the fix and the trip may start;
// a delivery far from the destination's coordinates is flagged with its distance.
test.describe.configure({ timeout: 120_000 });

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };
const DESTINATION = { latitud: 4.6, longitud: -74.08 };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('the company sees a failed critical item, records the fix, and sees a far delivery flagged', async ({
  page,
}) => {
  await loginAs(page, 'transporte');
  const api = page.request;
  const suffix = String(randomInt(10_000, 99_999));
  const manifest = `E2E-DT-${suffix}`;

  // The ERP sends a trip with the destination's coordinates; the company gives a driver access and assigns it.
  const key = await ok<{ llave: string }>(
    await api.post('/api/integracion/llaves', { headers: XRW, data: { nombre: `e2e viajes ${suffix}` } }),
  );
  const party = {
    documento: '900333444',
    nombre: 'Central de Abastos',
    direccion: 'Cl. 1',
    zona: 'BOGOTÁ',
    telefono: '3001234567',
  };
  const batch = await ok<{ resultados: { id: number }[] }>(
    await api.post('/api/v1/integracion/movimientos', {
      headers: { 'x-api-key': key.llave },
      data: {
        movimientos: [
          {
            manifiesto_numero: manifest,
            fecha_despacho: new Date().toISOString().slice(0, 10),
            sucursal: 'Bogotá',
            vehiculo: { placa: `T${suffix}`, marca: 'Hino' },
            conductor: { documento: `9${suffix}`, nombre: 'Conductor ERP' },
            origen_descripcion: 'TUNJA',
            destino_descripcion: 'BOGOTÁ',
            remesas: [
              {
                remesa_numero: `${manifest}-1`,
                producto_descripcion: 'Papa',
                valor_declarado: 1000,
                unidades_final: 10,
                peso_final: 500,
                remitente: party,
                destinatario: party,
                generador: { nit: '900111222', nombre: 'Agro Boyacá S.A.S.' },
                destino_coordenadas: DESTINATION,
              },
            ],
          },
        ],
      },
    }),
  );
  const movementId = batch.resultados[0]?.id as number;
  const documento = `8${suffix}${randomInt(100, 999)}`;
  const password = `Ruta-${suffix}-Segura*`;
  const driver = await ok<{ data: { id: number } }>(
    await api.post('/api/conductores', {
      headers: XRW,
      data: { documento, nombre: 'Conductora E2E', telefono: '3000000000', password },
    }),
  );
  await ok(
    await api.put(`/api/movimientos/${movementId}/conductor`, {
      headers: XRW,
      data: { driverId: driver.data.id },
    }),
  );

  // The driver (Bearer device session) inspects the vehicle: the first critical item is rated 2 (Malo).
  const session = await ok<{ token: string }>(
    await api.post('/api/conductor/sesion', { data: { documento, password } }),
  );
  const bearer = { authorization: `Bearer ${session.token}` };
  let variant = 0;
  const photo = async () => {
    const clientId = randomUUID();
    variant += 1;
    await ok(
      await api.post('/api/conductor/fotos', {
        headers: bearer,
        multipart: {
          clientId,
          foto: { name: 'foto.png', mimeType: 'image/png', buffer: solidPng(16, [variant % 255, 80, 120]) },
        },
      }),
    );
    return clientId;
  };
  const checklist = await ok<{
    categorias: { items: { id: number; requiredImages: number; critical: boolean; title: string }[] }[];
  }>(await api.get('/api/conductor/checklist', { headers: bearer }));
  const items = checklist.categorias.flatMap((c) => c.items);
  const failing = items.find((i) => i.critical);
  expect(failing).toBeDefined();
  // The photos each item requires, uploaded side by side (each its own request, as the app sends them).
  const answers = await Promise.all(
    items.map(async (item) => ({
      checklistItemId: item.id,
      rate: item.id === failing?.id ? 2 : 5,
      photos: await Promise.all(Array.from({ length: item.requiredImages }, () => photo())),
    })),
  );
  const now = () => new Date().toISOString();
  const inspection = await ok<{ blocked: boolean }>(
    await api.post('/api/conductor/inspecciones', {
      headers: bearer,
      data: {
        clientId: randomUUID(),
        movementId,
        inspectedAt: now(),
        items: answers,
        signaturePhotoId: await photo(),
        clauseAccepted: true,
      },
    }),
  );
  expect(inspection.blocked).toBe(true);
  const start = { clientId: randomUUID(), movementId, eventId: 5, occurredAt: now(), geoDenied: true };
  expect((await api.post('/api/conductor/eventos', { headers: bearer, data: start })).status()).toBe(423);

  // The company sees the alert in the movement detail and records the fix.
  await page.goto(`/empresa-transporte/detallemovimiento?manifiesto=${manifest}`);
  const alert = page.getByTestId('inspection-alert');
  await expect(alert).toContainText('Ítem crítico en mal estado');
  await expect(alert).toContainText(`${failing?.title} (Malo)`);
  await alert.getByLabel('Corrección realizada').fill('Se reemplazó la pieza');
  await alert.getByRole('button', { name: 'Registrar corrección' }).click();
  await expect(alert).toContainText('Corregido');
  await expect(alert).toContainText('Se reemplazó la pieza');

  // Now the trip starts, and a delivery 0.01° north of the (street-level) destination (1,1 km) is flagged.
  expect((await api.post('/api/conductor/eventos', { headers: bearer, data: start })).status()).toBe(201);
  type Planned = { id_events: number; sequence: number; photo_required: number };
  const trip = await ok<{ remesas: { id: number; plan: { events: Planned[] } }[] }>(
    await api.get(`/api/conductor/viajes/${movementId}`, { headers: bearer }),
  );
  // The plan's steps first: the delivery comes after them (issue 22 item 6).
  const steps = (trip.remesas[0]?.plan.events ?? [])
    .filter((e) => ![5, 10, 11, 12].includes(e.id_events))
    .sort((a, b) => a.sequence - b.sequence);
  for (const step of steps) {
    const photos = [];
    for (let i = 0; i < step.photo_required; i++) photos.push(await photo());
    const recorded = await api.post('/api/conductor/eventos', {
      headers: bearer,
      data: {
        clientId: randomUUID(),
        movementId,
        consignmentId: trip.remesas[0]?.id,
        eventId: step.id_events,
        occurredAt: now(),
        geoDenied: true,
        photos,
        confirmed: true,
      },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
  }
  const delivery = await ok<{ distanceMeters: number; far: boolean }>(
    await api.post('/api/conductor/entregas', {
      headers: bearer,
      data: {
        clientId: randomUUID(),
        tipo: 11,
        movementId,
        consignmentId: trip.remesas[0]?.id,
        occurredAt: now(),
        position: { lat: DESTINATION.latitud + 0.01, lon: DESTINATION.longitud },
        receiverName: 'Ana Rojas',
        receiverDocument: '52123456',
        signaturePhotoId: await photo(),
        documentPhotos: [await photo(), await photo()],
      },
    }),
  );
  expect(delivery).toMatchObject({ distanceMeters: 1112, far: true });

  await page.reload();
  const row = page
    .getByRole('table', { name: 'Entregas registradas por el conductor' })
    .getByTestId('driver-delivery');
  await expect(row).toContainText('ENTREGA EXITOSA');
  await expect(row).toContainText('1,1 km');
  await expect(row).toContainText('Entrega lejos del destino');
  await expect(row).toContainText('Ana Rojas');
});
