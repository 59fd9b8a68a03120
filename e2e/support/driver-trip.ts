import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { solidPng } from './images';
import { companyHeaders } from './money';

// A trip of its own for the drivers' app (issue 22): the demo transport company's ERP sends a manifest
// with an advance and three remesas of Café de la Sabana × Refrigerado (plan: INICIAR VIAJE, INICIO and
// FIN DE CARGUE EN PLANTA, ENTREGA EXITOSA) — the first two loaded at the same plant, the third at
// another — to a fresh driver, who also gets an API session for what the test does outside the phone.

const CAFE = { nit: '860001234', nombre: 'Café de la Sabana S.A.S.' };
const PLANT = 'Av. Carrera 68 # 12-40';
export const DESTINATION = { latitud: 6.2442, longitud: -75.5812 };

export interface RoadTrip {
  manifest: string;
  movementId: number;
  documento: string;
  password: string;
  remesas: [string, string, string];
  driverHeaders: Record<string, string>;
}

export async function roadTrip(request: APIRequestContext, anticipo: number): Promise<RoadTrip> {
  const headers = await companyHeaders(request);
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const documento = String(randomInt(600_000_000, 699_999_999));
  const password = 'Ruta-Planta-2026*';
  const driver = await request.post('/api/conductores', {
    headers,
    data: { documento, nombre: `Conductor Planta ${suffix}`, telefono: '', email: '', password },
  });
  expect(driver.status(), await driver.text()).toBe(201);
  const key = await request.post('/api/integracion/llaves', {
    headers,
    data: { nombre: `ERP planta ${suffix}` },
  });
  expect(key.status()).toBe(201);
  const { llave } = (await key.json()) as { llave: string };
  const manifest = `P-${suffix}`;
  const remesas: RoadTrip['remesas'] = [`${manifest}-1`, `${manifest}-2`, `${manifest}-3`];
  const sender = (direccion: string) => ({
    documento: CAFE.nit,
    nombre: CAFE.nombre,
    direccion,
    zona: 'BOGOTÁ, D.C. (BOGOTÁ, D.C.)',
    telefono: '6014567890',
  });
  const remesa = (numero: string, plant: string, coords: boolean) => ({
    remesa_numero: numero,
    producto_descripcion: 'Café verde en grano',
    valor_declarado: 1_500_000,
    unidades_final: 60,
    peso_final: 4200,
    remitente: sender(plant),
    destinatario: {
      documento: '890900123',
      nombre: 'Tostadora Antioquia S.A.',
      direccion: 'Cl. 10 Sur # 50-20',
      zona: 'MEDELLÍN (ANTIOQUIA)',
      telefono: '6043210987',
    },
    ...(coords ? { destino_coordenadas: DESTINATION } : {}),
    generador: CAFE,
    documento_cliente: `PED-${numero}`,
    tipo_despacho: 'Refrigerado',
  });
  const batch = await request.post('/api/v1/integracion/movimientos', {
    headers: { 'X-Api-Key': llave },
    data: {
      movimientos: [
        {
          manifiesto_numero: manifest,
          fecha_despacho: new Date().toISOString(),
          sucursal: 'Bogotá',
          vehiculo: { placa: `P${suffix}`, marca: 'Kenworth' },
          conductor: { documento, nombre: `Conductor Planta ${suffix}` },
          origen_descripcion: 'BOGOTÁ, D.C. (BOGOTÁ, D.C.)',
          destino_descripcion: 'MEDELLÍN (ANTIOQUIA)',
          anticipo,
          remesas: [
            remesa(remesas[0], PLANT, true),
            // The same plant written another way: the same place.
            remesa(remesas[1], 'AV CARRERA 68 #12-40', true),
            remesa(remesas[2], 'Cl. 13 # 65-10 Bodega 3', false),
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
    movementId,
    documento,
    password,
    remesas,
    driverHeaders: { authorization: `Bearer ${token}` },
  };
}

/** The driver's API: a photo uploaded, then a record referencing it (the app's protocol). */
export async function driverPhoto(request: APIRequestContext, trip: RoadTrip): Promise<string> {
  const clientId = randomUUID();
  const upload = await request.post('/api/conductor/fotos', {
    headers: trip.driverHeaders,
    multipart: {
      clientId,
      foto: { name: 'f.png', mimeType: 'image/png', buffer: solidPng(48, [90, 120, 30]) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return clientId;
}

/** The remesas' ids on the server, by number. */
export async function consignmentIds(
  request: APIRequestContext,
  trip: RoadTrip,
): Promise<Map<string, number>> {
  const res = await request.get(`/api/conductor/viajes/${trip.movementId}`, { headers: trip.driverHeaders });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { remesas: { id: number; remesaNumero: string }[] };
  return new Map(body.remesas.map((r) => [r.remesaNumero, r.id]));
}
