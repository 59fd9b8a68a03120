import { type LateReasonCode, lateReasonLabel, type TLateness } from '@trazo/shared';

/** The stored flag (movements.retraso_motivo / retraso_desde) as the lists and the detail answer it. */
export function toLateness(motivo: LateReasonCode | null, desde: string | Date | null): TLateness {
  if (motivo === null) return null;
  return {
    motivo: { code: motivo, label: lateReasonLabel(motivo) },
    desde: new Date(desde ?? 0).toISOString(),
  };
}
