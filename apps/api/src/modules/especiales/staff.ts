import { DOCUMENT_TYPES, MSG, type TStaffMember, type TStaffPage, type ZStaffForm } from '@trazo/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { especialCostCentres, especialPlaces, especialStaff, staffSearchText } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { offsetOf, toPage } from '../../lib/pagination';
import { exportMaster } from '../masters/master-export';
import { found, type MasterFilter, masterWhere, writeMaster } from '../masters/master-query';
import type { MasterDeps } from '../masters/master-routes';
import { bogotaDay } from '../reports/report-dates';

// Funcionarios (issue 24 item 1): the clients' passengers. Personal data (Ley 1581 de 2012): the consent's
// date and the text accepted are stored with the person; only the operator's role-1 users see them.

export type StaffForm = z.output<typeof ZStaffForm>;
const t = especialStaff;
const centre = alias(especialCostCentres, 'centre');
const pickup = alias(especialPlaces, 'pickup');
export const STAFF_CONFLICTS = {
  especial_staff_document: { field: 'documentNumber', message: MSG.espStaffTaken },
};
const TYPE_CODE = new Map<number, string>(DOCUMENT_TYPES.map((d) => [d.id, d.code]));

const selection = { staff: t, centreName: centre.name, centreCode: centre.code, pickupName: pickup.name };
type Selected = {
  staff: typeof t.$inferSelect;
  centreName: string | null;
  centreCode: string | null;
  pickupName: string | null;
};

function toStaff(r: Selected): TStaffMember {
  const s = r.staff;
  return {
    id: s.id,
    documentTypeId: s.documentTypeId,
    documentTypeCode: TYPE_CODE.get(s.documentTypeId) ?? '',
    documentNumber: s.documentNumber,
    firstNames: s.firstNames,
    lastNames: s.lastNames,
    phone: s.phone,
    email: s.email,
    costCentreId: s.costCentreId,
    costCentreName: r.centreName === null ? null : `${r.centreCode} · ${r.centreName}`,
    pickupPlaceId: s.pickupPlaceId,
    pickupPlaceName: r.pickupName,
    consentDate: s.consentDate,
    consentText: s.consentText,
    active: s.isActive,
  };
}

const whereOf = (customerId: number, filter: MasterFilter): SQL =>
  masterWhere(t, customerId, filter, staffSearchText(t));

function selectStaff(db: Db) {
  return db
    .select(selection)
    .from(t)
    .leftJoin(centre, eq(centre.id, t.costCentreId))
    .leftJoin(pickup, eq(pickup.id, t.pickupPlaceId));
}

export async function findStaff(
  db: Db,
  customerId: number,
  query: MasterFilter & { page: number; per_page: number },
): Promise<TStaffPage> {
  const where = whereOf(customerId, query);
  const [rows, [total]] = await Promise.all([
    selectStaff(db)
      .where(where)
      .orderBy(asc(t.lastNames), asc(t.firstNames), asc(t.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return toPage(rows.map(toStaff), total?.n ?? 0, query.page, query.per_page);
}

async function findOne(db: Db, customerId: number, id: number): Promise<TStaffMember> {
  const [row] = await selectStaff(db).where(and(eq(t.id, id), eq(t.customerId, customerId)));
  return toStaff(found(row));
}

/** The cost centre and pick-up place must be the operator's own (another operator's id is unknown). */
async function checkReferences(db: Db, customerId: number, form: StaffForm, now: Date): Promise<void> {
  const refuse = (field: string, message: string): never => {
    throw new AppError(422, message, { errors: { [field]: [message] } });
  };
  if (form.consentDate !== null && form.consentDate > bogotaDay(now))
    refuse('consentDate', MSG.espConsentDateFuture);
  if (form.costCentreId !== null) {
    const [row] = await db
      .select({ id: especialCostCentres.id })
      .from(especialCostCentres)
      .where(
        and(eq(especialCostCentres.id, form.costCentreId), eq(especialCostCentres.customerId, customerId)),
      );
    if (!row) refuse('costCentreId', MSG.espCostCentreUnknown);
  }
  if (form.pickupPlaceId !== null) {
    const [row] = await db
      .select({ id: especialPlaces.id })
      .from(especialPlaces)
      .where(and(eq(especialPlaces.id, form.pickupPlaceId), eq(especialPlaces.customerId, customerId)));
    if (!row) refuse('pickupPlaceId', MSG.espPlaceUnknown);
  }
}

/** The row's columns; the consent text is the one shown today, kept as the person accepted it. */
export const staffColumns = (form: StaffForm): Omit<typeof t.$inferInsert, 'customerId'> => ({
  documentTypeId: form.documentTypeId,
  documentNumber: form.documentNumber,
  firstNames: form.firstNames,
  lastNames: form.lastNames,
  phone: form.phone,
  email: form.email,
  costCentreId: form.costCentreId,
  pickupPlaceId: form.pickupPlaceId,
  consentDate: form.consentDate,
  consentText: form.consentDate === null ? null : (MSG.espConsentText as string),
  isActive: form.active,
});

export async function createStaff(deps: MasterDeps, customerId: number, form: StaffForm) {
  await checkReferences(deps.db, customerId, form, deps.now);
  const [row] = await writeMaster(
    () =>
      deps.db
        .insert(t)
        .values({ customerId, ...staffColumns(form), createdAt: deps.now, updatedAt: deps.now })
        .returning({ id: t.id }),
    STAFF_CONFLICTS,
  );
  return findOne(deps.db, customerId, found(row).id);
}

export async function updateStaff(deps: MasterDeps, customerId: number, id: number, form: StaffForm) {
  await checkReferences(deps.db, customerId, form, deps.now);
  const [current] = await deps.db
    .select({ consentDate: t.consentDate, consentText: t.consentText })
    .from(t)
    .where(and(eq(t.id, id), eq(t.customerId, customerId)));
  const columns = staffColumns(form);
  // An unchanged consent keeps the text the person accepted then, even if today's text differs.
  if (current && current.consentDate === form.consentDate) columns.consentText = current.consentText;
  const [row] = await writeMaster(
    () =>
      deps.db
        .update(t)
        .set({ ...columns, updatedAt: deps.now })
        .where(and(eq(t.id, id), eq(t.customerId, customerId)))
        .returning({ id: t.id }),
    STAFF_CONFLICTS,
  );
  return findOne(deps.db, customerId, found(row).id);
}

export async function setStaffActive(deps: MasterDeps, customerId: number, id: number, active: boolean) {
  const [row] = await deps.db
    .update(t)
    .set({ isActive: active, updatedAt: deps.now })
    .where(and(eq(t.id, id), eq(t.customerId, customerId)))
    .returning({ id: t.id });
  return findOne(deps.db, customerId, found(row).id);
}

/** The operator's document numbers (the import's duplicate check). */
export async function takenDocuments(db: Db, customerId: number): Promise<Set<string>> {
  const rows = await db.select({ n: t.documentNumber }).from(t).where(eq(t.customerId, customerId));
  return new Set(rows.map((r) => r.n));
}

interface ExportRow {
  id: number;
  document_type_id: number;
  document_number: string;
  first_names: string;
  last_names: string;
  phone: string;
  email: string;
  centre_code: string | null;
  pickup_name: string | null;
  consent_date: string | null;
  is_active: boolean;
}

export function exportStaff(db: Db, customerId: number, filter: MasterFilter, format: 'xlsx' | 'csv') {
  return exportMaster<ExportRow>(
    db,
    {
      fileName: MSG.espStaffTitle,
      sheetName: MSG.espStaffTitle,
      header: [
        MSG.espDocumentType,
        MSG.espDocumentNumber,
        MSG.espFirstNames,
        MSG.espLastNames,
        MSG.espPhone,
        MSG.espEmail,
        MSG.espCostCentre,
        MSG.espPickupPlace,
        MSG.espConsentDate,
        MSG.espState,
      ],
      page: (where) => (afterId, limit) =>
        sql`
        select ${t.id} as id, ${t.documentTypeId} as document_type_id, ${t.documentNumber} as document_number,
          ${t.firstNames} as first_names, ${t.lastNames} as last_names, ${t.phone} as phone, ${t.email} as email,
          centre.code as centre_code, pickup.name as pickup_name, ${t.consentDate}::text as consent_date,
          ${t.isActive} as is_active
        from ${t}
        left join especial_cost_centres centre on centre.id = ${t.costCentreId}
        left join especial_places pickup on pickup.id = ${t.pickupPlaceId}
        where ${where} and ${t.id} > ${afterId} order by ${t.id} limit ${limit}`,
      toCells: (r) => [
        TYPE_CODE.get(r.document_type_id) ?? '',
        r.document_number,
        r.first_names,
        r.last_names,
        r.phone,
        r.email,
        r.centre_code ?? '',
        r.pickup_name ?? '',
        r.consent_date ?? '',
        r.is_active ? MSG.espActive : MSG.espInactive,
      ],
    },
    whereOf(customerId, filter),
    format,
  );
}
