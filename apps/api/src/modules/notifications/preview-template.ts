import type { TPreviewMovementsResponse, TPreviewResponse, ZPreviewRequest } from '@trazo/shared';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { movements, vehicles } from '../../db/schema';
import { loadPreviewValues } from './event-values';
import { renderNotification } from './render-notification';

/** The draft filled with the picked movement's data, exactly as it would be sent (with a sample opt-out link). */
export async function previewTemplate(
  db: Db,
  customerId: number,
  input: z.output<typeof ZPreviewRequest>,
  deps: { appUrl: string; now: Date },
): Promise<TPreviewResponse> {
  const values = await loadPreviewValues(db, {
    customerId,
    movementId: input.movementId,
    eventTypeId: input.eventId,
    appUrl: deps.appUrl,
    now: deps.now,
  });
  return renderNotification(input, values, `${deps.appUrl}/notificaciones/baja`);
}

/** The company's latest 20 movements (by manifest or plate) to fill the preview with. */
export async function findPreviewMovements(
  db: Db,
  customerId: number,
  q: string | undefined,
): Promise<TPreviewMovementsResponse> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({
      id: movements.id,
      manifiesto: movements.manifiestoNumero,
      placa: vehicles.placa,
      fecha: movements.fechaDespacho,
    })
    .from(movements)
    .innerJoin(vehicles, eq(vehicles.id, movements.vehicleId))
    .where(
      and(
        eq(movements.customerId, customerId),
        pattern ? or(ilike(movements.manifiestoNumero, pattern), ilike(vehicles.placa, pattern)) : undefined,
      ),
    )
    .orderBy(desc(movements.fechaDespacho), desc(movements.id))
    .limit(20);
  return { data: rows.map((r) => ({ ...r, fecha: r.fecha.toISOString() })) };
}
