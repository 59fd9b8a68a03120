import { type TMovementInput, ZMovementInput } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import { snapshotTripEventPlans } from '../../modules/configuration/snapshot-trip-plan';
import { refreshMovementStates } from '../../modules/movements/refresh-movement-states';
import { upsertMovements } from '../../modules/movements/upsert-movements';
import type { Db } from '../database';
import { driverAccess, drivers, movementEvents } from '../schema';
import { hasManifest } from './demo-movements';
import { PLACES } from './demo-movements-data';

// The drivers' app demo (issue 10 item 2): driver 1010101010 of Transportes Demo S.A.S. with access
// (password = the demo password), three programmed trips — 100900 today, not started, with destination
// coordinates and a generator × dispatch type that has its own configured plan (demo-configuration.ts) —
// and one trip in progress (INICIAR VIAJE recorded). Numbers 100900–100903, beyond the other demo range.

export const DEMO_DRIVER = {
  documento: '1010101010',
  nombre: 'Julián Andrés Prieto Rojas',
  telefono: '3001010101',
};
export const DEMO_DRIVER_MANIFEST = '100900';
export const DEMO_DRIVER_IN_PROGRESS = '100903';
/** Every manifest of the demo driver (the movement lists of the demo company hold these besides its 200). */
export const DEMO_DRIVER_MANIFESTS = ['100900', '100901', '100902', '100903'] as const;

const HOUR = 3_600_000;
const CAFE = { nit: '860001234', nombre: 'Café de la Sabana S.A.S.' };
const FLORES = { nit: '900987654', nombre: 'Flores de la Sabana Export S.A.S.' };

interface DemoStop {
  remesa: string;
  destinatario: { documento: string; nombre: string; direccion: string; telefono: string };
  lugar: keyof typeof PLACES;
  /** Metres north of the city centre, so the stops of one city are apart. */
  offset: number;
  generador: { nit: string; nombre: string };
  tipo: string;
  peso: number;
}

function trip(manifest: string, at: Date, placa: string, stops: DemoStop[]): TMovementInput {
  const origin = PLACES.bogota;
  const destination = PLACES[stops[0]?.lugar ?? 'medellin'];
  if (!origin || !destination) throw new Error('demo places missing');
  return {
    manifiesto_numero: manifest,
    fecha_despacho: at.toISOString(),
    sucursal: 'Bogotá',
    vehiculo: { placa },
    conductor: DEMO_DRIVER,
    origen_descripcion: origin.zona,
    destino_descripcion: destination.zona,
    remesas: stops.map((s, i) => {
      const place = PLACES[s.lugar] ?? destination;
      return {
        remesa_numero: s.remesa,
        producto_descripcion: s.generador === CAFE ? 'Café verde en grano' : 'Flores frescas de corte',
        empaque_descripcion: s.generador === CAFE ? 'Sacos de fique de 70 kg' : 'Cajas refrigeradas',
        valor_declarado: s.peso * 15_000,
        unidades_final: Math.max(1, Math.round(s.peso / 70)),
        peso_final: s.peso,
        remitente: {
          documento: s.generador.nit,
          nombre: s.generador.nombre,
          direccion: 'Av. Carrera 68 # 12-40',
          zona: origin.zona,
          telefono: '6014567890',
        },
        destinatario: { ...s.destinatario, zona: place.zona },
        destino_coordenadas: {
          latitud: Number((place.lat + s.offset / 111_000).toFixed(6)),
          longitud: Number((place.lon + i * 0.004).toFixed(6)),
          // a point near the city's centre, not the address: no "lejos del destino" (issue 22 item 13)
          precision: 'ciudad',
        },
        generador: s.generador,
        documento_cliente: `PED-${s.remesa.replace(/\D/g, '')}`,
        tipo_despacho: s.tipo,
      };
    }),
  };
}

const TOSTADORA = {
  documento: '890900123',
  nombre: 'Tostadora Antioquia S.A.',
  direccion: 'Cl. 10 Sur # 50-20',
  telefono: '6043210987',
};
const POBLADO = {
  documento: '900234111',
  nombre: 'Distribuidora El Poblado S.A.S.',
  direccion: 'Cra. 43A # 1-50',
  telefono: '6043126600',
};
const ENVIGADO = {
  documento: '901345222',
  nombre: 'Café Envigado Tienda S.A.S.',
  direccion: 'Cl. 38 Sur # 43-15',
  telefono: '3104567812',
};
const PACIFICO = {
  documento: '890300456',
  nombre: 'Almacenes del Pacífico S.A.',
  direccion: 'Cl. 5 # 38-25',
  telefono: '6025540021',
};

function demoTrips(now: Date): TMovementInput[] {
  const day = 24 * HOUR;
  return [
    // Today, not started: café for three Medellín customers, Refrigerado = Café de la Sabana's own plan.
    trip('100900', now, 'XVB340', [
      {
        remesa: 'RM-100900-1',
        destinatario: TOSTADORA,
        lugar: 'medellin',
        offset: 0,
        generador: CAFE,
        tipo: 'Refrigerado',
        peso: 4200,
      },
      {
        remesa: 'RM-100900-2',
        destinatario: POBLADO,
        lugar: 'medellin',
        offset: 900,
        generador: CAFE,
        tipo: 'Refrigerado',
        peso: 2800,
      },
      {
        remesa: 'RM-100900-3',
        destinatario: ENVIGADO,
        lugar: 'medellin',
        offset: -1800,
        generador: CAFE,
        tipo: 'Refrigerado',
        peso: 1400,
      },
    ]),
    trip('100901', new Date(now.getTime() + day), 'XVB340', [
      {
        remesa: 'RM-100901-1',
        destinatario: PACIFICO,
        lugar: 'cali',
        offset: 0,
        generador: FLORES,
        tipo: 'Refrigerado',
        peso: 3100,
      },
      {
        remesa: 'RM-100901-2',
        destinatario: PACIFICO,
        lugar: 'cali',
        offset: 1200,
        generador: CAFE,
        tipo: 'Nacional',
        peso: 5200,
      },
    ]),
    trip('100902', new Date(now.getTime() + 3 * day), 'XVB340', [
      {
        remesa: 'RM-100902-1',
        destinatario: TOSTADORA,
        lugar: 'medellin',
        offset: 0,
        generador: CAFE,
        tipo: 'Nacional',
        peso: 9800,
      },
    ]),
    // In progress: dispatched three hours ago, INICIAR VIAJE recorded.
    trip('100903', new Date(now.getTime() - 3 * HOUR), 'UPQ778', [
      {
        remesa: 'RM-100903-1',
        destinatario: POBLADO,
        lugar: 'medellin',
        offset: 300,
        generador: CAFE,
        tipo: 'Nacional',
        peso: 6400,
      },
      {
        remesa: 'RM-100903-2',
        destinatario: ENVIGADO,
        lugar: 'medellin',
        offset: -600,
        generador: FLORES,
        tipo: 'Refrigerado',
        peso: 1900,
      },
    ]),
  ];
}

/** The demo driver and its access (restored on every seed, like the demo accounts' password). */
export async function seedDemoDriver(tx: Db, input: { customerId: number; passwordHash: string; now: Date }) {
  const { customerId, passwordHash, now } = input;
  await tx
    .insert(drivers)
    .values({ customerId, ...DEMO_DRIVER })
    .onConflictDoNothing();
  const [driver] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.customerId, customerId), eq(drivers.documento, DEMO_DRIVER.documento)));
  if (!driver) return;
  await tx
    .insert(driverAccess)
    .values({ driverId: driver.id, customerId, passwordHash, passwordSetAt: now })
    .onConflictDoUpdate({
      target: driverAccess.driverId,
      set: { passwordHash, status: 'active', passwordSetAt: now, updatedAt: now },
    });
}

/** The demo driver's trips, created once (after the configuration: their dispatch types must exist). */
export async function seedDemoDriverTrips(tx: Db, input: { customerId: number; now: Date }) {
  const { customerId, now } = input;
  if (await hasManifest(tx, customerId, DEMO_DRIVER_MANIFEST)) return;
  const parsed = demoTrips(now).map((m) => ZMovementInput.parse(m));
  const outcome = await upsertMovements(tx, customerId, parsed, now);
  const started = outcome.resultados.find((r) => r.manifiesto_numero === DEMO_DRIVER_IN_PROGRESS);
  if (!started) return;
  const [driver] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.customerId, customerId), eq(drivers.documento, DEMO_DRIVER.documento)));
  const origin = PLACES.bogota ?? { lat: 4.711, lon: -74.0721 };
  const startedAt = new Date(now.getTime() - 2 * HOUR);
  await snapshotTripEventPlans(tx, { customerId, movementId: started.id, now: startedAt });
  await tx.insert(movementEvents).values({
    movementId: started.id,
    customerId,
    eventTypeId: 5,
    occurredAt: startedAt,
    latitude: origin.lat,
    longitude: origin.lon,
    externalId: `demo-${DEMO_DRIVER_IN_PROGRESS}-5`,
    driverId: driver?.id ?? null,
  });
  await refreshMovementStates(tx, [started.id]);
}
