import { MSG, type TFuecPage, type TFuecPublic, type TFuecRow, type TFuecState } from '@trazo/shared';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { fuecs } from '../../db/schema';
import { folded } from '../../db/schema/search-text';
import { AppError } from '../../lib/app-error';
import { bogotaMonthRange } from '../../lib/bogota-day';
import { containsSearch, offsetOf, toPage } from '../../lib/pagination';
import type { FuecSnapshot } from './fuec-snapshot';

// The operator's issued FUECs (newest first) and the public verification of one by its token.

type Row = typeof fuecs.$inferSelect;

export function stateOf(row: Pick<Row, 'state' | 'endDate'>, today: string): TFuecState {
  if (row.state === 'anulado') return 'anulado';
  return row.endDate < today ? 'vencido' : 'vigente';
}

const replacement = alias(fuecs, 'replacement');

export async function findFuecs(
  db: Db,
  customerId: number,
  today: string,
  query: { q?: string; mes?: string; page: number; per_page: number },
): Promise<TFuecPage> {
  const parts: SQL[] = [eq(fuecs.customerId, customerId)];
  if (query.mes) {
    const { start, end } = bogotaMonthRange(query.mes);
    parts.push(gte(fuecs.issuedAt, start), lt(fuecs.issuedAt, end));
  }
  if (query.q) {
    const text = folded(
      sql`${fuecs.number} || ' ' || (${fuecs.snapshot}->'vehicle'->>'placa') || ' ' || (${fuecs.snapshot}->'contract'->>'clientName')`,
    );
    parts.push(containsSearch(text, query.q));
  }
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select({ fuec: fuecs, replacedByNumber: replacement.number })
      .from(fuecs)
      .leftJoin(replacement, eq(replacement.replacesId, fuecs.id))
      .where(where)
      .orderBy(desc(fuecs.issuedAt), desc(fuecs.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ n: count() }).from(fuecs).where(where),
  ]);
  const data: TFuecRow[] = rows.map(({ fuec, replacedByNumber }) => {
    const snap = fuec.snapshot as FuecSnapshot;
    return {
      id: fuec.id,
      number: fuec.number,
      state: stateOf(fuec, today),
      contractNumber: snap.contract.number,
      clientName: snap.contract.clientName,
      placa: snap.vehicle.placa,
      drivers: snap.drivers.map((d) => d.nombre),
      startDate: fuec.startDate,
      endDate: fuec.endDate,
      route: fuec.route,
      issuedAt: fuec.issuedAt.toISOString(),
      annulReason: fuec.annulReason,
      replacedByNumber,
      token: fuec.token,
    };
  });
  return toPage(data, total?.n ?? 0, query.page, query.per_page);
}

export async function findOwnFuec(db: Db, customerId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(fuecs)
    .where(and(eq(fuecs.id, id), eq(fuecs.customerId, customerId)));
  if (!row) throw new AppError(404, MSG.fuecNotFound);
  return row;
}

/** What a roadside check may see (no documents, no phones): an annulled one shows only that it is. */
export async function findPublicFuec(db: Db, token: string, today: string): Promise<TFuecPublic> {
  const [row] = await db.select().from(fuecs).where(eq(fuecs.token, token));
  if (!row) throw new AppError(404, MSG.fuecPublicNotFound);
  const snap = row.snapshot as FuecSnapshot;
  const state = stateOf(row, today);
  if (state === 'anulado') {
    return {
      number: row.number,
      state,
      operator: snap.operator.razonSocial,
      placa: null,
      clase: null,
      drivers: [],
      startDate: null,
      endDate: null,
    };
  }
  return {
    number: row.number,
    state,
    operator: snap.operator.razonSocial,
    placa: snap.vehicle.placa,
    clase: snap.vehicle.clase,
    drivers: snap.drivers.map((d) => d.nombre),
    startDate: row.startDate,
    endDate: row.endDate,
  };
}
