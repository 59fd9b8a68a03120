import { DOCUMENT_TYPES, type MasterImportColumn, MSG, ZStaffForm } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { especialCostCentres, especialPlaces, especialStaff } from '../../db/schema';
import { cellText, type MasterImporter } from '../masters/master-import';
import { placeKey } from './places';
import { type StaffForm, staffColumns, takenDocuments } from './staff';

// Funcionarios from a spreadsheet (issue 24 item 1): cost centre by code, pick-up place by name.

const COLUMNS: MasterImportColumn[] = [
  {
    key: 'tipo_documento',
    label: 'Tipo de documento (CC, CE, TI, PA, NIT, RC, TE)',
    required: true,
    example: 'CC',
  },
  { key: 'numero_documento', label: 'Número de documento', required: true, example: '1020304050' },
  { key: 'nombres', label: 'Nombres', required: true, example: 'María Fernanda' },
  { key: 'apellidos', label: 'Apellidos', required: true, example: 'Rojas Peña' },
  { key: 'telefono', label: 'Teléfono', required: true, example: '3001234567' },
  {
    key: 'correo',
    label: 'Correo electrónico (opcional)',
    required: false,
    example: 'maria.rojas@cliente.co',
  },
  {
    key: 'centro_costos',
    label: 'Código del centro de costos (opcional)',
    required: false,
    example: 'ADM-01',
  },
  {
    key: 'lugar_recogida',
    label: 'Lugar habitual de recogida, por su nombre (opcional)',
    required: false,
    example: 'Portal Norte',
  },
  {
    key: 'fecha_autorizacion',
    label: 'Fecha de la autorización de datos, AAAA-MM-DD (opcional; Ley 1581 de 2012)',
    required: false,
    example: '2026-01-15',
  },
];

const TYPE_BY_CODE = new Map<string, number>(DOCUMENT_TYPES.map((d) => [d.code, d.id]));

interface Context {
  centres: Map<string, number>;
  places: Map<string, number>;
  taken: Set<string>;
}

async function loadContext(db: Db, customerId: number): Promise<Context> {
  const [centres, places, taken] = await Promise.all([
    db
      .select({
        id: especialCostCentres.id,
        code: especialCostCentres.code,
        active: especialCostCentres.isActive,
      })
      .from(especialCostCentres)
      .where(eq(especialCostCentres.customerId, customerId)),
    db
      .select({ id: especialPlaces.id, key: especialPlaces.nameKey, active: especialPlaces.isActive })
      .from(especialPlaces)
      .where(eq(especialPlaces.customerId, customerId)),
    takenDocuments(db, customerId),
  ]);
  return {
    centres: new Map(centres.filter((c) => c.active).map((c) => [c.code, c.id])),
    places: new Map(places.filter((p) => p.active).map((p) => [p.key, p.id])),
    taken,
  };
}

const unknown = (columna: string, value: string) => ({
  columna,
  mensaje: MSG.espImportUnknownReference.replace('{value}', value),
});

export const staffImporter: MasterImporter<StaffForm, Context> = {
  columns: COLUMNS,
  sheetName: 'Funcionarios',
  schema: ZStaffForm,
  fieldColumn: {
    documentTypeId: 'tipo_documento',
    documentNumber: 'numero_documento',
    firstNames: 'nombres',
    lastNames: 'apellidos',
    phone: 'telefono',
    email: 'correo',
    costCentreId: 'centro_costos',
    pickupPlaceId: 'lugar_recogida',
    consentDate: 'fecha_autorizacion',
  },
  load: loadContext,
  toInput(values, context) {
    const problems: { columna: string; mensaje: string }[] = [];
    const typeCode = cellText(values.tipo_documento).toUpperCase();
    const typeId = TYPE_BY_CODE.get(typeCode);
    if (typeId === undefined)
      problems.push({ columna: 'tipo_documento', mensaje: MSG.espImportDocumentTypeUnknown });
    const centre = cellText(values.centro_costos).toUpperCase();
    const centreId = centre ? context.centres.get(centre) : null;
    if (centreId === undefined) problems.push(unknown('centro_costos', centre));
    const place = cellText(values.lugar_recogida);
    const placeId = place ? context.places.get(placeKey(place)) : null;
    if (placeId === undefined) problems.push(unknown('lugar_recogida', place));
    const consent = cellText(values.fecha_autorizacion);
    return {
      problems,
      input: {
        documentTypeId: typeId,
        documentNumber: cellText(values.numero_documento),
        firstNames: cellText(values.nombres),
        lastNames: cellText(values.apellidos),
        phone: cellText(values.telefono),
        email: cellText(values.correo),
        costCentreId: centreId ?? null,
        pickupPlaceId: placeId ?? null,
        consentDate: consent === '' ? null : consent,
      },
    };
  },
  key(form, context) {
    const value = form.documentNumber;
    return { value, column: 'numero_documento', taken: context.taken.has(value) ? MSG.espStaffTaken : null };
  },
  async insert(db, customerId, forms) {
    await db.insert(especialStaff).values(forms.map((f) => ({ customerId, ...staffColumns(f) })));
  },
  describe: (f) => `${f.documentNumber} — ${f.firstNames} ${f.lastNames}`,
};
