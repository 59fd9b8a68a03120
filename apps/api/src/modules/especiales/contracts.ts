import {
  CONTRACT_TYPE_LABELS,
  CONVENIO_TYPE_LABELS,
  MSG,
  type TContract,
  type TContractPage,
  type ZContractForm,
} from '@trazo/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { contractSearchText, especialContracts, zones } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { offsetOf, toPage } from '../../lib/pagination';
import { exportMaster } from '../masters/master-export';
import { found, type MasterFilter, masterWhere, writeMaster } from '../masters/master-query';
import type { MasterDeps } from '../masters/master-routes';
import { nextContractNumber } from './next-contract-number';

// Contratos (issue 24 item 2): what the FUEC prints of the contract (Resolución 6652 de 2019 art. 3).

type Form = z.output<typeof ZContractForm>;
type Row = typeof especialContracts.$inferSelect;
const t = especialContracts;
const CONFLICTS = {};

async function zoneNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: zones.id, name: zones.nombreDivision })
    .from(zones)
    .where(inArray(zones.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function toContracts(db: Db, rows: Row[]): Promise<TContract[]> {
  const names = await zoneNames(db, [...new Set(rows.flatMap((r) => r.zoneIds))]);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    clientNit: r.clientNit,
    clientDv: r.clientDv,
    clientName: r.clientName,
    objeto: r.objeto,
    type: r.type,
    startDate: r.startDate,
    endDate: r.endDate,
    route: r.route,
    zones: r.zoneIds.map((id) => ({ id, name: names.get(id) ?? String(id) })),
    convenioType: r.convenioType,
    partnerName: r.partnerName,
    partnerNit: r.partnerNit,
    partnerDv: r.partnerDv,
    responsibleName: r.responsibleName,
    responsibleDocument: r.responsibleDocument,
    responsiblePhone: r.responsiblePhone,
    responsibleAddress: r.responsibleAddress,
    responsibleEmail: r.responsibleEmail,
    active: r.isActive,
  }));
}

const one = async (db: Db, row: Row | undefined) => (await toContracts(db, [found(row)]))[0] as TContract;

const whereOf = (customerId: number, filter: MasterFilter): SQL =>
  masterWhere(t, customerId, filter, contractSearchText(t));

export async function findContracts(
  db: Db,
  customerId: number,
  query: MasterFilter & { page: number; per_page: number },
): Promise<TContractPage> {
  const where = whereOf(customerId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.number), asc(t.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return toPage(await toContracts(db, rows), total?.n ?? 0, query.page, query.per_page);
}

async function checkZones(db: Db, ids: number[]): Promise<void> {
  const names = await zoneNames(db, ids);
  if (ids.some((id) => !names.has(id))) {
    throw new AppError(422, MSG.espZoneUnknown, { errors: { zoneIds: [MSG.espZoneUnknown] } });
  }
}

/** Without a convenio the partner's fields are cleared, so a FUEC never prints a stale partner. */
const columns = (form: Form) => {
  const convenioType = form.convenioType ?? null;
  const hasConvenio = convenioType !== null;
  return {
    clientNit: form.clientNit,
    clientDv: form.clientDv,
    clientName: form.clientName,
    objeto: form.objeto,
    type: form.type,
    startDate: form.startDate,
    endDate: form.endDate,
    route: form.route,
    zoneIds: form.zoneIds,
    convenioType,
    partnerName: hasConvenio ? form.partnerName : '',
    partnerNit: hasConvenio ? form.partnerNit : '',
    partnerDv: hasConvenio ? form.partnerDv : null,
    responsibleName: form.responsibleName,
    responsibleDocument: form.responsibleDocument,
    responsiblePhone: form.responsiblePhone,
    responsibleAddress: form.responsibleAddress,
    responsibleEmail: form.responsibleEmail,
    isActive: form.active,
  };
};

/** The number is taken in the same transaction as the insert: a refused contract does not use one up. */
export async function createContract(deps: MasterDeps, customerId: number, form: Form) {
  await checkZones(deps.db, form.zoneIds);
  const row = await deps.db.transaction(async (tx) => {
    const number = await nextContractNumber(tx, customerId);
    const [inserted] = await tx
      .insert(t)
      .values({ customerId, number, ...columns(form), createdAt: deps.now, updatedAt: deps.now })
      .returning();
    return inserted;
  });
  return one(deps.db, row);
}

export async function updateContract(deps: MasterDeps, customerId: number, id: number, form: Form) {
  await checkZones(deps.db, form.zoneIds);
  const [row] = await writeMaster(
    () =>
      deps.db
        .update(t)
        .set({ ...columns(form), updatedAt: deps.now })
        .where(and(eq(t.id, id), eq(t.customerId, customerId)))
        .returning(),
    CONFLICTS,
  );
  return one(deps.db, row);
}

export async function setContractActive(deps: MasterDeps, customerId: number, id: number, active: boolean) {
  const [row] = await deps.db
    .update(t)
    .set({ isActive: active, updatedAt: deps.now })
    .where(and(eq(t.id, id), eq(t.customerId, customerId)))
    .returning();
  return one(deps.db, row);
}

interface ExportRow {
  id: number;
  number: number;
  client_nit: string;
  client_dv: number;
  client_name: string;
  objeto: string;
  type: Row['type'];
  start_date: string;
  end_date: string;
  route: string;
  zone_names: string | null;
  convenio_type: Row['convenioType'];
  partner_name: string;
  partner_nit: string;
  responsible_name: string;
  responsible_document: string;
  responsible_phone: string;
  responsible_address: string;
  responsible_email: string;
  is_active: boolean;
}

export function exportContracts(db: Db, customerId: number, filter: MasterFilter, format: 'xlsx' | 'csv') {
  return exportMaster<ExportRow>(
    db,
    {
      fileName: MSG.espContractsTitle,
      sheetName: MSG.espContractsTitle,
      header: [
        MSG.espContractNumber,
        MSG.espClientNit,
        MSG.espClientDv,
        MSG.espClientName,
        MSG.espContractObjeto,
        MSG.espContractType,
        MSG.espContractStart,
        MSG.espContractEnd,
        MSG.espContractRoute,
        MSG.espContractZones,
        MSG.espContractConvenio,
        MSG.espContractPartnerName,
        MSG.espContractPartnerNit,
        MSG.espResponsibleName,
        MSG.espResponsibleDocument,
        MSG.espResponsiblePhone,
        MSG.espResponsibleAddress,
        MSG.espResponsibleEmail,
        MSG.espState,
      ],
      page: (where) => (afterId, limit) =>
        sql`
        select c.id, c.number, c.client_nit, c.client_dv, c.client_name, c.objeto, c.type,
          c.start_date::text as start_date, c.end_date::text as end_date, c.route,
          (select string_agg(z.nombre_division, '; ' order by z.nombre_division) from zones z
            where z.id in (select jsonb_array_elements_text(c.zone_ids)::int)) as zone_names,
          c.convenio_type, c.partner_name, c.partner_nit, c.responsible_name, c.responsible_document,
          c.responsible_phone, c.responsible_address, c.responsible_email, c.is_active
        from (select * from ${t} where ${where}) c
        where c.id > ${afterId} order by c.id limit ${limit}`,
      toCells: (r) => [
        r.number,
        r.client_nit,
        r.client_dv,
        r.client_name,
        r.objeto,
        CONTRACT_TYPE_LABELS[r.type],
        r.start_date,
        r.end_date,
        r.route,
        r.zone_names ?? '',
        r.convenio_type ? CONVENIO_TYPE_LABELS[r.convenio_type] : '',
        r.partner_name,
        r.partner_nit,
        r.responsible_name,
        r.responsible_document,
        r.responsible_phone,
        r.responsible_address,
        r.responsible_email,
        r.is_active ? MSG.espActive : MSG.espInactive,
      ],
    },
    whereOf(customerId, filter),
    format,
  );
}
