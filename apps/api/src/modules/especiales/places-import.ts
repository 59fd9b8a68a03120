import { type MasterImportColumn, MSG, ZPlaceForm } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { especialPlaces, zones } from '../../db/schema';
import { cellText, type MasterImporter } from '../masters/master-import';
import { type PlaceForm, placeColumns, placeKey } from './places';

// Orígenes y Destinos from a spreadsheet (issue 24 item 1): the municipality by its DIVIPOLA code or name.

const COLUMNS: MasterImportColumn[] = [
  { key: 'nombre', label: 'Nombre del lugar', required: true, example: 'Sede Calle 100' },
  { key: 'direccion', label: 'Dirección', required: true, example: 'Cl 100 # 19-61' },
  {
    key: 'municipio',
    label: 'Municipio (código DIVIPOLA o nombre)',
    required: true,
    example: '11001',
  },
  { key: 'latitud', label: 'Latitud (opcional, grados decimales)', required: false, example: '4.6862' },
  { key: 'longitud', label: 'Longitud (opcional, grados decimales)', required: false, example: '-74.0455' },
  {
    key: 'alias',
    label: 'Otros nombres, separados por coma (opcional)',
    required: false,
    example: 'Torre 100',
  },
];

export interface ZoneIndex {
  byKey: Map<string, number>;
}

/** DIVIPOLA codes (5 digits or without the leading 0), "MUNICIPIO (DEPARTAMENTO)" and unique plain names. */
export async function loadZoneIndex(db: Db): Promise<ZoneIndex> {
  const rows = await db.select().from(zones);
  const byKey = new Map<string, number>();
  const plain = new Map<string, number[]>();
  for (const z of rows) {
    byKey.set(z.codigo, z.id);
    byKey.set(String(z.id), z.id);
    byKey.set(placeKey(z.nombreDivision), z.id);
    const key = placeKey(z.municipio);
    plain.set(key, [...(plain.get(key) ?? []), z.id]);
  }
  for (const [key, ids] of plain) if (ids.length === 1 && !byKey.has(key)) byKey.set(key, ids[0] as number);
  return { byKey };
}

const toNumber = (text: string) => (text === '' ? null : Number(text.replace(',', '.')));

interface Context {
  zones: ZoneIndex;
  taken: Set<string>;
}

export const placesImporter: MasterImporter<PlaceForm, Context> = {
  columns: COLUMNS,
  sheetName: 'Lugares',
  schema: ZPlaceForm,
  fieldColumn: {
    name: 'nombre',
    address: 'direccion',
    zoneId: 'municipio',
    latitude: 'latitud',
    longitude: 'longitud',
    aliases: 'alias',
  },
  async load(db, customerId) {
    const rows = await db
      .select({ key: especialPlaces.nameKey })
      .from(especialPlaces)
      .where(eq(especialPlaces.customerId, customerId));
    return { zones: await loadZoneIndex(db), taken: new Set(rows.map((r) => r.key)) };
  },
  toInput(values, context) {
    const zone = cellText(values.municipio);
    const zoneId = context.zones.byKey.get(placeKey(zone)) ?? null;
    const problems =
      zone !== '' && zoneId === null
        ? [{ columna: 'municipio', mensaje: MSG.espImportZoneUnknown.replace('{value}', zone) }]
        : [];
    return {
      problems,
      input: {
        name: cellText(values.nombre),
        address: cellText(values.direccion),
        zoneId: zoneId ?? undefined,
        latitude: toNumber(cellText(values.latitud)),
        longitude: toNumber(cellText(values.longitud)),
        aliases: cellText(values.alias)
          .split(',')
          .map((a) => a.trim()),
      },
    };
  },
  key(form, context) {
    const value = placeKey(form.name);
    return { value, column: 'nombre', taken: context.taken.has(value) ? MSG.espPlaceTaken : null };
  },
  async insert(db, customerId, forms) {
    await db.insert(especialPlaces).values(forms.map((f) => ({ customerId, ...placeColumns(f) })));
  },
  describe: (f) => `${f.name} — ${f.address}`,
};
