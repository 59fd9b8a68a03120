import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { solidPng } from './images';
import { expect } from './patient-expect';

// A trip of its own with a delivery recorded through the drivers' API far from the destination, so the
// movement detail shows its 'Entregas registradas por el conductor' table with the 'lejos' badge. The
// company's session is `api`'s (a page's request after loginAs 'transporte'). The same steps as
// drivers/trips-company.spec, every inspection item rated good.

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };
const DESTINATION = { latitud: 4.6, longitud: -74.08 };

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Creates the trip, its driver, an inspection, the start and a far delivery; answers the manifest number. */
export async function recordFarDelivery(api: APIRequestContext): Promise<string> {
  const suffix = String(randomInt(10_000, 99_999));
  const manifest = `E2E-LAY-${suffix}`;
  const key = await ok<{ llave: string }>(
    await api.post('/api/integracion/llaves', { headers: XRW, data: { nombre: `e2e layout ${suffix}` } }),
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
            vehiculo: { placa: `L${suffix}`, marca: 'Hino' },
            conductor: { documento: `7${suffix}`, nombre: 'Conductor ERP' },
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
  const documento = `6${suffix}${randomInt(100, 999)}`;
  const password = `Ruta-${suffix}-Segura*`;
  const driver = await ok<{ data: { id: number } }>(
    await api.post('/api/conductores', {
      headers: XRW,
      data: { documento, nombre: 'Conductora Diseño', telefono: '3000000000', password },
    }),
  );
  await ok(
    await api.put(`/api/movimientos/${movementId}/conductor`, {
      headers: XRW,
      data: { driverId: driver.data.id },
    }),
  );

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
          foto: { name: 'foto.png', mimeType: 'image/png', buffer: solidPng(16, [variant % 255, 60, 90]) },
        },
      }),
    );
    return clientId;
  };
  const checklist = await ok<{ categorias: { items: { id: number; requiredImages: number }[] }[] }>(
    await api.get('/api/conductor/checklist', { headers: bearer }),
  );
  const items = checklist.categorias.flatMap((c) => c.items);
  const answers = await Promise.all(
    items.map(async (item) => ({
      checklistItemId: item.id,
      rate: 5,
      photos: await Promise.all(Array.from({ length: item.requiredImages }, () => photo())),
    })),
  );
  const now = () => new Date().toISOString();
  await ok(
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
  await ok(
    await api.post('/api/conductor/eventos', {
      headers: bearer,
      data: { clientId: randomUUID(), movementId, eventId: 5, occurredAt: now(), geoDenied: true },
    }),
  );
  type Planned = { id_events: number; sequence: number; photo_required: number };
  const trip = await ok<{ remesas: { id: number; plan: { events: Planned[] } }[] }>(
    await api.get(`/api/conductor/viajes/${movementId}`, { headers: bearer }),
  );
  // The plan's steps first: a delivery comes after them (issue 22 item 6).
  const steps = (trip.remesas[0]?.plan.events ?? [])
    .filter((e) => ![5, 10, 11, 12].includes(e.id_events))
    .sort((a, b) => a.sequence - b.sequence);
  for (const step of steps) {
    const photos = [];
    for (let i = 0; i < step.photo_required; i++) photos.push(await photo());
    await ok(
      await api.post('/api/conductor/eventos', {
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
      }),
    );
  }
  // 0.01° north of the destination: 1.112 m away, flagged far.
  await ok(
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
  return manifest;
}
