import {
  illegalTransitionMessage,
  MSG,
  SERVICE_TRANSITIONS,
  type TDriverServiceRecordRequest,
  type TDriverServiceRecordResponse,
  type TServiceState,
} from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  drivers,
  especialPlaces,
  especialServiceDrivers,
  especialServicePassengers,
  especialServiceRecords,
  especialServices,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { checkOccurredAt } from '../../lib/record-time';
import { recordChange, type ServiceActor } from '../especiales/service-changes';
import { queueServiceMail } from '../especiales/service-mail';
import type { DriverScope } from './list-services';

// A driver's record of a special service on the road (issue 24 item 6): start, a route point done, finish.
// The same state rules as the portal's (SERVICE_TRANSITIONS; an illegal move is the portal's 409), under
// the service's row lock; the client id makes a resend answer the stored record (200) instead of a second.

type Body = Required<Omit<TDriverServiceRecordRequest, 'point'>> & { point: number | null };
type Row = typeof especialServiceRecords.$inferSelect;

const STATE_AFTER: Record<Row['kind'], TDriverServiceRecordResponse['state']> = {
  iniciar: 'en_curso',
  punto: 'en_curso',
  finalizar: 'finalizada',
};

const toResponse = (row: Row): TDriverServiceRecordResponse => ({
  clientId: row.clientId,
  serviceId: row.serviceId,
  kind: row.kind,
  point: row.point,
  occurredAt: row.occurredAt.toISOString(),
  state: STATE_AFTER[row.kind],
});

/** A resend: the stored record when it is this driver's same record, else a 409 (the id is taken). */
async function resent(db: Db, scope: DriverScope, body: Body): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(especialServiceRecords)
    .where(
      and(
        eq(especialServiceRecords.customerId, scope.customerId),
        eq(especialServiceRecords.clientId, body.clientId),
      ),
    );
  if (!row) return null;
  if (row.driverId !== scope.driverId || row.serviceId !== body.serviceId || row.kind !== body.kind)
    throw new AppError(409, MSG.drvSvcClientIdTaken);
  return row;
}

function assertMove(from: TServiceState, to: TServiceState): void {
  if (!SERVICE_TRANSITIONS[from].includes(to)) throw new AppError(409, illegalTransitionMessage(from, to));
}

export async function recordServiceEvent(
  deps: { db: Db; now: Date },
  scope: DriverScope,
  body: Body,
): Promise<{ created: boolean; record: TDriverServiceRecordResponse }> {
  const { db, now } = deps;
  const occurredAt = checkOccurredAt(body.occurredAt, now);
  const before = await resent(db, scope, body);
  if (before) return { created: false, record: toResponse(before) };
  try {
    const row = await db.transaction(async (tx) => {
      const [service] = await tx
        .select({ state: especialServices.state, stopIds: especialServices.stopIds })
        .from(especialServices)
        .where(
          and(eq(especialServices.id, body.serviceId), eq(especialServices.customerId, scope.customerId)),
        )
        .for('update');
      const [crew] = await tx
        .select({ name: drivers.nombre })
        .from(especialServiceDrivers)
        .innerJoin(drivers, eq(drivers.id, especialServiceDrivers.driverId))
        .where(
          and(
            eq(especialServiceDrivers.serviceId, body.serviceId),
            eq(especialServiceDrivers.driverId, scope.driverId),
          ),
        );
      if (!service || !crew) throw new AppError(404, MSG.drvSvcNotFound);
      // A resend that raced the first send waited on the lock above: it finds the stored record now.
      const again = await resent(tx, scope, body);
      if (again) return { row: again, created: false };
      const actor: ServiceActor = {
        customerId: scope.customerId,
        userId: null,
        name: `${crew.name} (app de conductores)`,
      };
      const from = service.state;
      let detail = '';
      if (body.kind === 'iniciar' || body.kind === 'finalizar') {
        const to = STATE_AFTER[body.kind];
        assertMove(from, to);
        await tx
          .update(especialServices)
          .set({ state: to, updatedAt: now })
          .where(eq(especialServices.id, body.serviceId));
        await recordChange(tx, actor, {
          serviceId: body.serviceId,
          at: occurredAt,
          fromState: from,
          toState: to,
        });
        if (to === 'finalizada')
          await queueServiceMail(tx, {
            customerId: scope.customerId,
            serviceId: body.serviceId,
            state: to,
            now,
          });
      } else {
        if (from !== 'en_curso') throw new AppError(409, MSG.drvSvcNotStarted);
        const placeIds = await routePlaceIds(tx, body.serviceId, service.stopIds);
        const point = body.point ?? -1;
        if (point < 0 || point >= placeIds.length) throw new AppError(422, MSG.drvSvcPointInvalid);
        await assertPassengers(tx, body.serviceId, [...body.boarded, ...body.noShow]);
        const [place] = await tx
          .select({ name: especialPlaces.name })
          .from(especialPlaces)
          .where(eq(especialPlaces.id, placeIds[point] as number));
        const people = body.boarded.length + body.noShow.length;
        detail =
          `Punto ${point + 1} (${place?.name ?? '—'}) registrado` +
          (people > 0
            ? `: ${body.boarded.length} a bordo, ${body.noShow.length} ${body.noShow.length === 1 ? 'no se presentó' : 'no se presentaron'}`
            : '');
        await recordChange(tx, actor, {
          serviceId: body.serviceId,
          at: occurredAt,
          fromState: from,
          toState: from,
          detail,
        });
      }
      const [inserted] = await tx
        .insert(especialServiceRecords)
        .values({
          customerId: scope.customerId,
          serviceId: body.serviceId,
          driverId: scope.driverId,
          clientId: body.clientId,
          kind: body.kind,
          point: body.kind === 'punto' ? body.point : null,
          boarded: body.kind === 'punto' ? body.boarded : [],
          noShow: body.kind === 'punto' ? body.noShow : [],
          occurredAt,
          createdAt: now,
        })
        .returning();
      return { row: inserted as Row, created: true };
    });
    return { created: row.created, record: toResponse(row.row) };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'especial_service_records_point') throw new AppError(409, MSG.drvSvcPointDone);
    if (constraint === 'especial_service_records_client') {
      const row = await resent(db, scope, body);
      if (row) return { created: false, record: toResponse(row) };
    }
    throw error;
  }
}

/** The route's place ids in order: origin, stops, destination. */
async function routePlaceIds(tx: Db, serviceId: number, stopIds: number[]): Promise<number[]> {
  const [row] = await tx
    .select({ origin: especialServices.originId, destination: especialServices.destinationId })
    .from(especialServices)
    .where(eq(especialServices.id, serviceId));
  return row ? [row.origin, ...stopIds, row.destination] : [];
}

async function assertPassengers(tx: Db, serviceId: number, staffIds: number[]): Promise<void> {
  if (staffIds.length === 0) return;
  const rows = await tx
    .select({ id: especialServicePassengers.staffId })
    .from(especialServicePassengers)
    .where(eq(especialServicePassengers.serviceId, serviceId));
  const known = new Set(rows.map((r) => r.id));
  if (!staffIds.every((id) => known.has(id))) throw new AppError(422, MSG.drvSvcPassengersInvalid);
}
