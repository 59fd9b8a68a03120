import type { TMovementInput } from '@trazo/shared';
import { DEMO_CONSIGNEES } from './demo-consignees';
import { type DemoGenerator, type DemoPlace, PLACES, type PlaceKey } from './demo-movements-data';

// Builds the demo manifests and, for each, the timeline it has lived so far (deterministic: seeded PRNG).

export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rng = ReturnType<typeof seededRandom>;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const HOUR = 3_600_000;

export interface PlannedEvent {
  remesa: string | null;
  type: number;
  at: Date;
  place: DemoPlace | null;
  photos: number;
}

/** A plausible agreed freight: ~$260 per tonne-kilometre over the road distance, in thousands of pesos. */
function agreedFreight(remesas: { peso_final: number }[], straightKm: number): number {
  const tonnes = remesas.reduce((sum, r) => sum + r.peso_final, 0) / 1000;
  return Math.max(400_000, Math.round((tonnes * straightKm * 1.3 * 260) / 1000) * 1000);
}

export interface PlannedMovement {
  input: TMovementInput;
  events: PlannedEvent[];
  /** Manifest-wide cumplidos, or per remesa. */
  cumplidos: { remesa: string | null; descripcion: string; referencia: string }[];
}

export interface DemoWorld {
  branches: { nombre: string; lugar: PlaceKey }[];
  generators: DemoGenerator[];
  vehicles: { placa: string; marca: string; modelo: string; serie: string; propietario_nit?: string }[];
  drivers: { documento: string; nombre: string; telefono: string }[];
}

export interface MovementSpec {
  manifest: string;
  dispatchedAt: Date;
  branch?: number;
  /** Customer documents to use for the consignments (e.g. DOC-555). */
  documents?: string[];
  /** All events with positions and photos, and two manifest-wide cumplidos (manifest 100001). */
  showcase?: boolean;
}

function distanceKm(a: DemoPlace, b: DemoPlace): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

const jitter = (rng: Rng, place: DemoPlace): DemoPlace => ({
  ...place,
  lat: Number((place.lat + (rng() - 0.5) * 0.02).toFixed(6)),
  lon: Number((place.lon + (rng() - 0.5) * 0.02).toFixed(6)),
});

export function planMovement(
  world: DemoWorld,
  spec: MovementSpec,
  now: Date,
  rng: Rng,
  seq: number,
): PlannedMovement {
  const branch =
    world.branches[spec.branch ?? Math.floor(rng() * world.branches.length)] ?? world.branches[0];
  if (!branch) throw new Error('a demo world needs branches');
  const origin = PLACES[branch.lugar] as DemoPlace;
  const consignees = DEMO_CONSIGNEES.filter((c) => c.lugar !== branch.lugar);
  const first = pick(rng, consignees);
  const destination = PLACES[first.lugar] as DemoPlace;
  const count = spec.documents?.length ?? 1 + (rng() < 0.35 ? 1 : 0) + (rng() < 0.1 ? 1 : 0);
  const remesas = Array.from({ length: count }, (_, i) => {
    const generator =
      i === 0 && spec.showcase ? (world.generators[0] as DemoGenerator) : pick(rng, world.generators);
    const consignee =
      i === 0
        ? first
        : pick(
            rng,
            DEMO_CONSIGNEES.filter((c) => c.lugar === first.lugar),
          );
    const peso = Math.round(generator.peso[0] + rng() * (generator.peso[1] - generator.peso[0]));
    return {
      remesa_numero: `RM-${spec.manifest}-${i + 1}`,
      producto_descripcion: generator.producto,
      empaque_descripcion: generator.empaque,
      valor_declarado: Math.round((peso * generator.valorKg) / 1000) * 1000,
      unidades_final: Math.max(1, Math.round(peso / 45)),
      peso_final: peso,
      remitente: {
        documento: generator.nit,
        nombre: generator.nombre,
        direccion: generator.direccion,
        zona: origin.zona,
        telefono: generator.telefono,
      },
      destinatario: {
        documento: consignee.nit,
        nombre: consignee.nombre,
        direccion: consignee.direccion,
        zona: destination.zona,
        telefono: consignee.telefono,
      },
      generador: { nit: generator.nit, nombre: generator.nombre },
      documento_cliente: spec.documents?.[i] ?? `PED-${String(48000 + seq * 3 + i)}`,
      tipo_despacho: generator.tipoDespacho,
    };
  });
  const input: TMovementInput = {
    manifiesto_numero: spec.manifest,
    fecha_despacho: spec.dispatchedAt.toISOString(),
    sucursal: branch.nombre,
    vehiculo: pick(rng, world.vehicles),
    conductor: pick(rng, world.drivers),
    origen_descripcion: origin.zona,
    destino_descripcion: destination.zona,
    valor_flete: agreedFreight(remesas, distanceKm(origin, destination)),
    remesas,
  };

  // The trip: loading before dispatch, transit at ~45 km/h over 1.3× the straight line, then delivery.
  const t0 = spec.dispatchedAt.getTime();
  const transit = ((distanceKm(origin, destination) * 1.3) / 45) * HOUR;
  const hasPhotos = spec.showcase || seq % 3 === 0;
  const ageDays = (now.getTime() - t0) / (24 * HOUR);
  const outcome = rng();
  const stuck = ageDays > 5 && outcome < 0.03;
  const rejectedIndex = ageDays > 2 && !spec.showcase && outcome > 0.94 ? 0 : -1;
  const at = (offset: number) => new Date(t0 + offset);
  const withPlace = (p: DemoPlace) => (spec.showcase || rng() > 0.1 ? jitter(rng, p) : null);
  const planned: PlannedEvent[] = [
    { remesa: null, type: 2, at: at(-3 * HOUR), place: withPlace(origin), photos: 0 },
    { remesa: null, type: 3, at: at(-2.5 * HOUR), place: withPlace(origin), photos: 0 },
    {
      remesa: null,
      type: 4,
      at: at(-1 * HOUR),
      place: withPlace(origin),
      photos: hasPhotos ? (spec.showcase ? 2 : 1) : 0,
    },
    { remesa: null, type: 5, at: at(0), place: withPlace(origin), photos: 0 },
    { remesa: null, type: 6, at: at(transit), place: withPlace(destination), photos: 0 },
    { remesa: null, type: 7, at: at(transit + 0.5 * HOUR), place: withPlace(destination), photos: 0 },
    {
      remesa: null,
      type: 8,
      at: at(transit + 2 * HOUR),
      place: withPlace(destination),
      photos: spec.showcase ? 1 : 0,
    },
    ...remesas.map((r, i) => ({
      remesa: r.remesa_numero,
      type: i === rejectedIndex ? 12 : 11,
      at: at(transit + (2.5 + i * 0.4) * HOUR),
      place: withPlace(destination),
      photos: hasPhotos ? (spec.showcase ? 2 : 1) : 0,
    })),
  ];
  // Agreed appointments (issue 26 item 2) on every other manifest and on every stuck one, without drawing
  // from the random sequence (the rest of the demo stays as it was): loading when the truck arrives,
  // unloading on the hour after the planned arrival. A stuck trip misses its unloading: late.
  if (seq % 2 === 0 || stuck) {
    const cargue = bogotaLocal(at(-3 * HOUR));
    const descargue = bogotaLocal(new Date(Math.ceil((t0 + transit) / HOUR) * HOUR + HOUR));
    for (const r of remesas) {
      Object.assign(r, {
        cita_cargue: cargue,
        horas_pactadas_cargue: 3,
        cita_descargue: descargue,
        horas_pactadas_descargue: 4,
      });
    }
  }
  // Only what has happened by now; a stuck trip stops before unloading.
  const events = planned.filter((e) => e.at.getTime() <= now.getTime() && (!stuck || e.type < 6));
  const delivered = events.some((e) => e.type === 11 || e.type === 12);
  const cumplidos = spec.showcase
    ? [
        {
          remesa: null,
          descripcion: 'Cumplido de entrega firmado por el destinatario',
          referencia: `CUM-${spec.manifest}-1`,
        },
        { remesa: null, descripcion: 'Remisión de entrega sellada', referencia: `REM-${spec.manifest}-2` },
      ]
    : delivered && seq % 4 === 0
      ? [
          {
            remesa: remesas[0]?.remesa_numero ?? null,
            descripcion: 'Cumplido de entrega',
            referencia: `CUM-${spec.manifest}`,
          },
        ]
      : [];
  return { input, events, cumplidos };
}

/** `AAAA-MM-DD HH:MM` in Bogotá (UTC−5), as the RNDC writes an appointment. */
function bogotaLocal(at: Date): string {
  return new Date(at.getTime() - 5 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}
