import { MSG, type TTurnSettings, TURN_DEFAULTS } from '@trazo/shared';
import { and, asc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fleetDocuments, preopInspections, turnEvents, turnSettings, turns } from '../../db/schema';
import { bogotaDay, bogotaDayRange } from '../../lib/bogota-day';

// Issue 27 §1: the rules of the queue that every action shares — the company's settings, eligibility
// (inspection of today passed, no open critical item, no expired fleet document) and the place a turn
// takes back after a declined or expired offer.

export const ACTIVE_STATES = ['en_cola', 'ofrecido'] as const;

export async function loadTurnSettings(db: Db, customerId: number): Promise<TTurnSettings> {
  const [row] = await db
    .select({
      declinePolicy: turnSettings.declinePolicy,
      declinePlaces: turnSettings.declinePlaces,
      offerMinutes: turnSettings.offerMinutes,
    })
    .from(turnSettings)
    .where(eq(turnSettings.customerId, customerId));
  return row ?? { ...TURN_DEFAULTS };
}

export async function saveTurnSettings(
  db: Db,
  customerId: number,
  settings: TTurnSettings,
  now: Date,
): Promise<TTurnSettings> {
  await db
    .insert(turnSettings)
    .values({ customerId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: turnSettings.customerId, set: { ...settings, updatedAt: now } });
  return settings;
}

export interface EligibilitySubject {
  vehicleId: number;
  driverId: number;
}

/** '' when the vehicle (with its driver) may take an offer now; otherwise why not (Spanish). */
export async function eligibilityOf(
  db: Db,
  customerId: number,
  subjects: EligibilitySubject[],
  now: Date,
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (subjects.length === 0) return result;
  const today = bogotaDay(now);
  const { start, end } = bogotaDayRange(today);
  const vehicleIds = [...new Set(subjects.map((s) => s.vehicleId))];
  const driverIds = [...new Set(subjects.map((s) => s.driverId))];
  const inspections = await db
    .select({
      vehicleId: preopInspections.vehicleId,
      driverId: preopInspections.driverId,
      blocked: preopInspections.blocked,
      fixedAt: preopInspections.fixedAt,
    })
    .from(preopInspections)
    .where(
      and(
        eq(preopInspections.customerId, customerId),
        inArray(preopInspections.vehicleId, vehicleIds),
        gte(preopInspections.inspectedAt, start),
        lt(preopInspections.inspectedAt, end),
      ),
    );
  // Only documents that exist and have expired block (a company that keeps none is not blocked).
  const expired = await db
    .select({ vehicleId: fleetDocuments.vehicleId, driverId: fleetDocuments.driverId })
    .from(fleetDocuments)
    .where(
      and(
        eq(fleetDocuments.customerId, customerId),
        lt(fleetDocuments.expiresOn, today),
        or(inArray(fleetDocuments.vehicleId, vehicleIds), inArray(fleetDocuments.driverId, driverIds)),
      ),
    );
  for (const s of subjects) {
    const ofVehicle = inspections.filter((r) => r.vehicleId === s.vehicleId);
    let reason = '';
    if (!ofVehicle.some((r) => r.driverId === s.driverId)) reason = MSG.turnNoInspectionToday;
    else if (ofVehicle.some((r) => r.blocked && r.fixedAt === null)) reason = MSG.turnInspectionBlocked;
    else if (expired.some((d) => d.vehicleId === s.vehicleId || d.driverId === s.driverId))
      reason = MSG.turnExpiredDocument;
    result.set(eligibilityKey(s), reason);
  }
  return result;
}

export const eligibilityKey = (s: EligibilitySubject) => `${s.vehicleId}:${s.driverId}`;

export interface QueuedTurn {
  id: number;
  customerId: number;
  branchId: number;
  clase: string;
  orden: number;
  driverId: number;
}

/** The `orden` at the end of a queue (branch and class). */
export async function endOfQueue(db: Db, q: { customerId: number; branchId: number; clase: string }) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${turns.orden})` })
    .from(turns)
    .where(
      and(
        eq(turns.customerId, q.customerId),
        eq(turns.branchId, q.branchId),
        eq(turns.clase, q.clase),
        inArray(turns.estado, [...ACTIVE_STATES]),
      ),
    );
  return Number(row?.max ?? 0) + 1;
}

/**
 * Where a turn goes back to after a declined or expired offer: the end of its queue ('al_final'), or
 * `declinePlaces` places behind where it was ('pierde_puestos'; the end when fewer are behind it).
 */
export async function requeueOrden(db: Db, turn: QueuedTurn, settings: TTurnSettings): Promise<number> {
  const others = await db
    .select({ id: turns.id, orden: turns.orden })
    .from(turns)
    .where(
      and(
        eq(turns.customerId, turn.customerId),
        eq(turns.branchId, turn.branchId),
        eq(turns.clase, turn.clase),
        inArray(turns.estado, [...ACTIVE_STATES]),
        ne(turns.id, turn.id),
      ),
    )
    .orderBy(asc(turns.orden), asc(turns.id));
  const last = others.at(-1);
  const end = (last?.orden ?? 0) + 1;
  if (settings.declinePolicy === 'al_final') return end;
  const before = others.filter(
    (o) => o.orden < turn.orden || (o.orden === turn.orden && o.id < turn.id),
  ).length;
  const target = before + settings.declinePlaces;
  if (target >= others.length) return end;
  const prev = others[target - 1];
  const next = others[target];
  if (!prev || !next) return end;
  return (prev.orden + next.orden) / 2;
}

export async function recordTurnEvent(
  db: Db,
  event: {
    customerId: number;
    turnId: number;
    kind: (typeof turnEvents.$inferInsert)['kind'];
    at: Date;
    userId?: number | null;
    driverId?: number | null;
    movementId?: number | null;
    motivo?: string | null;
  },
) {
  await db.insert(turnEvents).values(event);
}
