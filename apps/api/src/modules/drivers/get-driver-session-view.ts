import type { TDriverSessionView } from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, driverSessions, drivers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DriverSession } from './find-driver-session';

/** GET /api/conductor/sesion: who is signed in on this device, for which company, until when. */
export async function getDriverSessionView(db: Db, session: DriverSession): Promise<TDriverSessionView> {
  const [row] = await db
    .select({
      id: drivers.id,
      documento: drivers.documento,
      nombre: drivers.nombre,
      telefono: drivers.telefono,
      customerId: customers.id,
      razonSocial: customers.razonSocial,
      nit: customers.nit,
      expiresAt: driverSessions.expiresAt,
    })
    .from(driverSessions)
    .innerJoin(
      drivers,
      and(eq(drivers.id, driverSessions.driverId), eq(drivers.customerId, session.customerId)),
    )
    .innerJoin(customers, eq(customers.id, driverSessions.customerId))
    .where(and(eq(driverSessions.id, session.sessionId), eq(driverSessions.driverId, session.driverId)));
  if (!row) throw new AppError(401, MSG.unauthenticated);
  return {
    driver: { id: row.id, documento: row.documento, nombre: row.nombre, telefono: row.telefono },
    company: { customerId: row.customerId, razonSocial: row.razonSocial, nit: row.nit },
    expiresAt: row.expiresAt.toISOString(),
  };
}
