import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { solidPng } from './images';

// What a drivers' app spec needs set up through the real API, with the transport company's signed-in
// request context: trips sent by the ERP, drivers with app access, the trips assigned, and a driver's
// inspection recorded from a device session (issue 22).

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

type Response = Awaited<ReturnType<APIRequestContext['get']>>;

export async function ok<T>(response: Response): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Trips of today on one vehicle (plate `placa`), sent through an ERP key; their ids by manifest. */
export async function sendTrips(
  api: APIRequestContext,
  manifests: string[],
  placa: string,
): Promise<Record<string, number>> {
  const key = await ok<{ llave: string }>(
    await api.post('/api/integracion/llaves', { headers: XRW, data: { nombre: `e2e ${manifests[0]}` } }),
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
        movimientos: manifests.map((manifiesto_numero) => ({
          manifiesto_numero,
          fecha_despacho: new Date().toISOString().slice(0, 10),
          sucursal: 'Bogotá',
          vehiculo: { placa, marca: 'Hino' },
          conductor: { documento: `9${randomInt(100_000, 999_999)}`, nombre: 'Conductor ERP' },
          origen_descripcion: 'TUNJA',
          destino_descripcion: 'BOGOTÁ',
          remesas: [
            {
              remesa_numero: `${manifiesto_numero}-1`,
              producto_descripcion: 'Papa',
              valor_declarado: 1000,
              unidades_final: 10,
              peso_final: 500,
              remitente: party,
              destinatario: party,
              generador: { nit: '900111222', nombre: 'Agro Boyacá S.A.S.' },
            },
          ],
        })),
      },
    }),
  );
  return Object.fromEntries(manifests.map((m, n) => [m, batch.resultados[n]?.id as number]));
}

export interface AppDriver {
  id: number;
  nombre: string;
  documento: string;
  password: string;
}

/** A driver of the company with access to the app. */
export async function createDriver(api: APIRequestContext, nombre: string): Promise<AppDriver> {
  const documento = `8${randomInt(100_000_000, 999_999_999)}`;
  const password = `Ruta-${documento}-Segura*`;
  const driver = await ok<{ data: { id: number } }>(
    await api.post('/api/conductores', {
      headers: XRW,
      data: { documento, nombre, telefono: '3000000000', password },
    }),
  );
  return { id: driver.data.id, nombre, documento, password };
}

/** 'Cambiar conductor' of the movement detail. */
export async function assignTrip(api: APIRequestContext, movementId: number, driverId: number) {
  await ok(await api.put(`/api/movimientos/${movementId}/conductor`, { headers: XRW, data: { driverId } }));
}

/**
 * The driver's inspection of the trip's vehicle from a device session, every item Excelente but the first
 * critical one, rated `criticalRate` (2 Malo blocks the start). Answers the stored inspection.
 */
export async function inspectThroughApi(
  api: APIRequestContext,
  driver: AppDriver,
  movementId: number,
  criticalRate = 5,
): Promise<{ id: number; blocked: boolean; failedTitle: string }> {
  const session = await ok<{ token: string }>(
    await api.post('/api/conductor/sesion', {
      data: { documento: driver.documento, password: driver.password },
    }),
  );
  const headers = { authorization: `Bearer ${session.token}` };
  let variant = 0;
  const photo = async () => {
    const clientId = randomUUID();
    variant += 1;
    const buffer = solidPng(16, [variant % 255, 80, 120]);
    await ok(
      await api.post('/api/conductor/fotos', {
        headers,
        multipart: { clientId, foto: { name: 'foto.png', mimeType: 'image/png', buffer } },
      }),
    );
    return clientId;
  };
  const checklist = await ok<{
    categorias: { items: { id: number; requiredImages: number; critical: boolean; title: string }[] }[];
  }>(await api.get('/api/conductor/checklist', { headers }));
  const items = checklist.categorias.flatMap((c) => c.items);
  const failing = items.find((i) => i.critical);
  expect(failing).toBeDefined();
  const answers = [];
  for (const item of items) {
    const photos = [];
    for (let n = 0; n < item.requiredImages; n++) photos.push(await photo());
    answers.push({ checklistItemId: item.id, rate: item.id === failing?.id ? criticalRate : 5, photos });
  }
  const inspection = await ok<{ id: number; blocked: boolean }>(
    await api.post('/api/conductor/inspecciones', {
      headers,
      data: {
        clientId: randomUUID(),
        movementId,
        inspectedAt: new Date().toISOString(),
        items: answers,
        signaturePhotoId: await photo(),
        clauseAccepted: true,
      },
    }),
  );
  return { ...inspection, failedTitle: failing?.title ?? '' };
}
