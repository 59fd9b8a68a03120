import { z } from 'zod';
import { text } from '../common/scalars';
import { MSG } from '../messages';
import { normalizeDateTime } from '../movements/fields';

// Issue 26 item 2: the agreed appointments of a consignment (cita de cargue / descargue, as in the RNDC
// remesa) and the lateness a company follows. A movement is late when an appointment passed, plus the
// company's tolerance, without its arrival event, or when a trip en ruta records nothing for N hours.

/** Why a movement is late; the stored flag keeps the most urgent one (this order). */
export const LATE_REASONS = [
  { code: 'cita_descargue', label: MSG.lateReasonCitaDescargue },
  { code: 'cita_cargue', label: MSG.lateReasonCitaCargue },
  { code: 'sin_eventos', label: MSG.lateReasonSinEventos },
] as const;
export type LateReasonCode = (typeof LATE_REASONS)[number]['code'];
export const LATE_REASON_CODES = LATE_REASONS.map((r) => r.code) as [LateReasonCode, ...LateReasonCode[]];

export function lateReasonLabel(code: string): string {
  return LATE_REASONS.find((r) => r.code === code)?.label ?? code;
}

/** The arrival at loading: LLEGADA A CARGUE or anything after it on the trip (13, a reservation, is not). */
export const LOADING_ARRIVAL_EVENT_IDS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18] as const;
/** The arrival at unloading: LLEGADA A DESCARGUE or anything after it. */
export const UNLOADING_ARRIVAL_EVENT_IDS = [6, 7, 8, 9, 10, 11, 12, 16, 17, 18] as const;

/** Defaults while a company has saved nothing. */
export const LATENESS_DEFAULTS = { toleranciaMinutos: 30, horasSinEventos: 6, avisarCorreo: true } as const;

/**
 * An appointment: `AAAA-MM-DD HH:MM` in Bogotá time (as the RNDC remesa's fecha and hora de cita), or
 * with an explicit offset. A date without a time is refused: an appointment has an hour.
 */
export const ZAppointmentInput = text({ error: MSG.appointmentDateInvalid })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v)) {
      ctx.addIssue({ code: 'custom', message: MSG.appointmentTimeInvalid });
      return z.NEVER;
    }
    const iso = normalizeDateTime(v);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: MSG.appointmentDateInvalid });
    return z.NEVER;
  });

/** Agreed hours (horas pactadas de cargue / descargue), up to two decimals. */
export const ZAgreedHours = z
  .number({ error: MSG.appointmentHoursInvalid })
  .min(0, MSG.appointmentHoursInvalid)
  .max(720, MSG.appointmentHoursInvalid)
  .nullish()
  .transform((v) => (v === undefined || v === null ? null : Math.round(v * 100) / 100));

/** The appointment fields of a consignment, as the ERP batch and the spreadsheet send them. */
export const appointmentInputFields = {
  cita_cargue: ZAppointmentInput,
  horas_pactadas_cargue: ZAgreedHours,
  cita_descargue: ZAppointmentInput,
  horas_pactadas_descargue: ZAgreedHours,
};

/** As the detail answers them: ISO instants (or null) and hours. */
export const ZAppointments = z.object({
  cita_cargue: z.string().nullable(),
  horas_pactadas_cargue: z.number().nullable(),
  cita_descargue: z.string().nullable(),
  horas_pactadas_descargue: z.number().nullable(),
});
export type TAppointments = z.infer<typeof ZAppointments>;

export const ZLateReason = z.object({ code: z.enum(LATE_REASON_CODES), label: z.string() });
/** The flag every movement list and the detail carry: null when on time. `desde`: since when (ISO). */
export const ZLateness = z.object({ motivo: ZLateReason, desde: z.string() }).nullable();
export type TLateness = z.infer<typeof ZLateness>;

/** GET/PUT /api/configuracion/retrasos (role 5). */
export const ZLatenessSettings = z.object({
  tolerancia_minutos: z
    .number({ error: MSG.latenessToleranceInvalid })
    .int(MSG.latenessToleranceInvalid)
    .min(0, MSG.latenessToleranceInvalid)
    .max(1440, MSG.latenessToleranceInvalid),
  horas_sin_eventos: z
    .number({ error: MSG.latenessNoEventHoursInvalid })
    .int(MSG.latenessNoEventHoursInvalid)
    .min(1, MSG.latenessNoEventHoursInvalid)
    .max(168, MSG.latenessNoEventHoursInvalid),
  avisar_correo: z.boolean({ error: MSG.fieldRequired }),
  /** '' or null: the company's active administrators. */
  correo_avisos: text({ error: MSG.emailInvalid })
    .trim()
    .max(254, MSG.fieldTooLong)
    .refine((v) => v === '' || z.email().safeParse(v).success, MSG.emailInvalid)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type TLatenessSettings = z.input<typeof ZLatenessSettings>;
export const ZLatenessSettingsResponse = z.object({
  tolerancia_minutos: z.number().int(),
  horas_sin_eventos: z.number().int(),
  avisar_correo: z.boolean(),
  correo_avisos: z.string().nullable(),
});
export type TLatenessSettingsResponse = z.infer<typeof ZLatenessSettingsResponse>;
