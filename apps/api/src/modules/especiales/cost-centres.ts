import { MSG, type TCostCentre, type TCostCentrePage, type ZCostCentreForm } from '@trazo/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { costCentreSearchText, especialCostCentres } from '../../db/schema';
import { offsetOf, toPage } from '../../lib/pagination';
import { exportMaster } from '../masters/master-export';
import { found, type MasterFilter, masterWhere, writeMaster } from '../masters/master-query';
import type { MasterDeps } from '../masters/master-routes';

// Centros de costos (issue 24 item 1): the operator's clients' cost centres.

type Form = z.output<typeof ZCostCentreForm>;
type Row = typeof especialCostCentres.$inferSelect;
const t = especialCostCentres;
const CONFLICTS = { especial_cost_centres_code: { field: 'code', message: MSG.espCostCentreTaken } };

function toCostCentre(r: Row): TCostCentre {
  return {
    id: r.id,
    clientNit: r.clientNit,
    clientDv: r.clientDv,
    clientName: r.clientName,
    code: r.code,
    name: r.name,
    monthlyBudgetCop: r.monthlyBudgetCop,
    active: r.isActive,
  };
}

const whereOf = (customerId: number, filter: MasterFilter): SQL =>
  masterWhere(t, customerId, filter, costCentreSearchText(t));

export async function findCostCentres(
  db: Db,
  customerId: number,
  query: MasterFilter & { page: number; per_page: number },
): Promise<TCostCentrePage> {
  const where = whereOf(customerId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(asc(t.code), asc(t.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return toPage(rows.map(toCostCentre), total?.n ?? 0, query.page, query.per_page);
}

const columns = (form: Form) => ({
  clientNit: form.clientNit,
  clientDv: form.clientDv,
  clientName: form.clientName,
  code: form.code,
  name: form.name,
  monthlyBudgetCop: form.monthlyBudgetCop,
  isActive: form.active,
});

export async function createCostCentre(deps: MasterDeps, customerId: number, form: Form) {
  const [row] = await writeMaster(
    () =>
      deps.db
        .insert(t)
        .values({ customerId, ...columns(form), createdAt: deps.now, updatedAt: deps.now })
        .returning(),
    CONFLICTS,
  );
  return toCostCentre(found(row));
}

export async function updateCostCentre(deps: MasterDeps, customerId: number, id: number, form: Form) {
  const [row] = await writeMaster(
    () =>
      deps.db
        .update(t)
        .set({ ...columns(form), updatedAt: deps.now })
        .where(and(eq(t.id, id), eq(t.customerId, customerId)))
        .returning(),
    CONFLICTS,
  );
  return toCostCentre(found(row));
}

export async function setCostCentreActive(deps: MasterDeps, customerId: number, id: number, active: boolean) {
  const [row] = await deps.db
    .update(t)
    .set({ isActive: active, updatedAt: deps.now })
    .where(and(eq(t.id, id), eq(t.customerId, customerId)))
    .returning();
  return toCostCentre(found(row));
}

interface ExportRow {
  id: number;
  client_nit: string;
  client_dv: number;
  client_name: string;
  code: string;
  name: string;
  monthly_budget_cop: string | number | null;
  is_active: boolean;
}

export function exportCostCentres(db: Db, customerId: number, filter: MasterFilter, format: 'xlsx' | 'csv') {
  return exportMaster<ExportRow>(
    db,
    {
      fileName: MSG.espCostCentresTitle,
      sheetName: MSG.espCostCentresTitle,
      header: [
        MSG.espCostCentreCode,
        MSG.espCostCentreName,
        MSG.espClientNit,
        MSG.espClientDv,
        MSG.espClientName,
        MSG.espCostCentreBudget,
        MSG.espState,
      ],
      page: (where) => (afterId, limit) =>
        sql`
        select id, client_nit, client_dv, client_name, code, name, monthly_budget_cop, is_active
        from ${t} where ${where} and id > ${afterId} order by id limit ${limit}`,
      toCells: (r) => [
        r.code,
        r.name,
        r.client_nit,
        r.client_dv,
        r.client_name,
        r.monthly_budget_cop === null ? null : Number(r.monthly_budget_cop),
        r.is_active ? MSG.espActive : MSG.espInactive,
      ],
    },
    whereOf(customerId, filter),
    format,
  );
}
