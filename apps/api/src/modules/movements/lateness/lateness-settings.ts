import { LATENESS_DEFAULTS, type TLatenessSettingsResponse, type ZLatenessSettings } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { latenessSettings } from '../../../db/schema';
import { refreshLateness } from './refresh-lateness';

// Configuraciones › Retrasos (issue 26 item 2): the tolerance over an appointment, the hours without
// events that make a trip en ruta late, and who gets the e-mail.

export async function findLatenessSettings(db: Db, customerId: number): Promise<TLatenessSettingsResponse> {
  const [row] = await db.select().from(latenessSettings).where(eq(latenessSettings.customerId, customerId));
  return {
    tolerancia_minutos: row?.toleranceMinutes ?? LATENESS_DEFAULTS.toleranciaMinutos,
    horas_sin_eventos: row?.noEventHours ?? LATENESS_DEFAULTS.horasSinEventos,
    avisar_correo: row?.notifyByEmail ?? LATENESS_DEFAULTS.avisarCorreo,
    correo_avisos: row?.notifyEmail ?? null,
  };
}

/** Saves them (last write wins: one row per company) and recomputes the company's open movements. */
export async function saveLatenessSettings(
  db: Db,
  customerId: number,
  input: z.output<typeof ZLatenessSettings>,
  now: Date,
): Promise<TLatenessSettingsResponse> {
  const values = {
    toleranceMinutes: input.tolerancia_minutos,
    noEventHours: input.horas_sin_eventos,
    notifyByEmail: input.avisar_correo,
    notifyEmail: input.correo_avisos,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(latenessSettings)
      .values({ customerId, ...values })
      .onConflictDoUpdate({ target: latenessSettings.customerId, set: values });
    await refreshLateness(tx, { customerId }, now);
  });
  return findLatenessSettings(db, customerId);
}
