import { z } from 'zod';
import { ZEmail } from '../common/fields';
import { id, text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';
import { ZPage, ZPageQuery } from '../users/pagination';
import { phoneField, requiredLine } from './fields';

// The FUEC (Formato Único de Extracto del Contrato, Resolución 6652 de 2019 arts. 3–4 and 8; issue 24
// item 5; DOMAIN-CO.md). API: /api/especiales/fuec*, public verification /api/fuec/publico/:token.

/** Direcciones Territoriales of the Ministerio de Transporte (DOMAIN-CO.md). */
export const TERRITORIAL_CODES = {
  '305': 'Antioquia-Chocó',
  '208': 'Atlántico',
  '213': 'Bolívar-San Andrés',
  '415': 'Boyacá-Casanare',
  '317': 'Caldas',
  '319': 'Cauca',
  '220': 'Cesar',
  '223': 'Córdoba-Sucre',
  '425': 'Cundinamarca',
  '241': 'Guajira',
  '441': 'Huila-Caquetá',
  '247': 'Magdalena',
  '550': 'Meta-Vaupés-Vichada',
  '352': 'Nariño-Putumayo',
  '454': 'Norte de Santander-Arauca',
  '363': 'Quindío',
  '366': 'Risaralda',
  '468': 'Santander',
  '473': 'Tolima',
  '376': 'Valle',
} as const;
export type TTerritorialCode = keyof typeof TERRITORIAL_CODES;
const TERRITORIAL_KEYS = Object.keys(TERRITORIAL_CODES) as [TTerritorialCode, ...TTerritorialCode[]];

export interface FuecNumberParts {
  territorialCode: string;
  resolutionNumber: number;
  resolutionYear: number;
  issueYear: number;
  contractNumber: number;
  consecutive: number;
}

/**
 * The 21 digits (art. 4): territorial code (3) + habilitación resolution number (4) + the last 2 digits
 * of its year + the issue year (4) + the contract number (4) + the extract's consecutive (4).
 */
export function buildFuecNumber(p: FuecNumberParts): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const number =
    p.territorialCode +
    pad(p.resolutionNumber, 4) +
    pad(p.resolutionYear % 100, 2) +
    pad(p.issueYear, 4) +
    pad(p.contractNumber, 4) +
    pad(p.consecutive, 4);
  if (!/^\d{21}$/.test(number)) throw new Error(`FUEC number out of range: ${number}`);
  return number;
}

export const ZFuecSettings = z.object({
  territorialCode: z.enum(TERRITORIAL_KEYS, { error: MSG.fuecTerritorialInvalid }),
  resolutionNumber: z
    .number({ error: MSG.fuecResolutionNumberInvalid })
    .int(MSG.fuecResolutionNumberInvalid)
    .min(1, MSG.fuecResolutionNumberInvalid)
    .max(9999, MSG.fuecResolutionNumberInvalid),
  resolutionYear: z
    .number({ error: MSG.fuecResolutionYearInvalid })
    .int(MSG.fuecResolutionYearInvalid)
    .min(1990, MSG.fuecResolutionYearInvalid)
    .max(2100, MSG.fuecResolutionYearInvalid),
  address: requiredLine(200, MSG.fuecAddressRequired),
  phone: phoneField(),
  email: ZEmail,
  legalRepName: requiredLine(150, MSG.fuecLegalRepRequired),
});
export type TFuecSettingsForm = z.input<typeof ZFuecSettings>;

export const ZFuecSettingsResponse = z.object({
  settings: ZFuecSettings.nullable(),
  hasSignature: z.boolean(),
});
export type TFuecSettingsResponse = z.infer<typeof ZFuecSettingsResponse>;

export const FUEC_STATES = ['vigente', 'anulado', 'vencido'] as const;
export type TFuecState = (typeof FUEC_STATES)[number];
export const FUEC_STATE_LABELS: Record<TFuecState, string> = {
  vigente: MSG.fuecStateVigente,
  anulado: MSG.fuecStateAnulado,
  vencido: MSG.fuecStateVencido,
};

export const ZIssueFuec = z
  .object({
    contractId: id(MSG.fuecContractRequired),
    vehicleId: id(MSG.fuecVehicleRequired),
    driverIds: z
      .array(id(MSG.fuecDriversInvalid), { error: MSG.fuecDriversInvalid })
      .min(1, MSG.fuecDriversInvalid)
      .max(3, MSG.fuecDriversInvalid)
      .refine((ids) => new Set(ids).size === ids.length, MSG.fuecDriversInvalid),
    startDate: ZCalendarDate,
    endDate: ZCalendarDate,
    route: requiredLine(300, MSG.fuecRouteRequired),
    /** The programmed service it is issued for (its driver's app shows this one), when one. */
    serviceId: id(MSG.espSvcNotFound).nullable().optional(),
  })
  .refine((v) => v.endDate >= v.startDate, { message: MSG.fuecEndBeforeStart, path: ['endDate'] });
export type TIssueFuec = z.input<typeof ZIssueFuec>;

export const ZAnnulFuec = z.object({
  reason: text({ error: MSG.fuecAnnulReasonRequired })
    .trim()
    .min(5, MSG.fuecAnnulReasonRequired)
    .max(300, MSG.fuecAnnulReasonRequired),
});

export const ZFuecRow = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(FUEC_STATES),
  contractNumber: z.number().int(),
  clientName: z.string(),
  placa: z.string(),
  drivers: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  route: z.string(),
  issuedAt: z.string(),
  annulReason: z.string().nullable(),
  replacedByNumber: z.string().nullable(),
  /** The public verification address's token (the QR). */
  token: z.string(),
});
export type TFuecRow = z.infer<typeof ZFuecRow>;
export const ZFuecPage = ZPage(ZFuecRow);
export type TFuecPage = z.infer<typeof ZFuecPage>;
export const ZFuecQuery = ZPageQuery.extend({
  q: text().trim().max(100).optional(),
  /** Issued in this month (Bogotá), YYYY-MM: Inicio's 'FUEC expedidos este mes'. */
  mes: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MSG.fuecMonthInvalid)
    .optional(),
});

/** A service's FUECs (issue 24 items 5 and 7: the 'FUEC' action of a request and of the history). */
export const ZServiceFuec = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(FUEC_STATES),
  placa: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  issuedAt: z.string(),
  annulReason: z.string().nullable(),
  token: z.string(),
});
export type TServiceFuec = z.infer<typeof ZServiceFuec>;
export const ZServiceFuecs = z.object({ data: z.array(ZServiceFuec) });
export type TServiceFuecs = z.infer<typeof ZServiceFuecs>;
/** POST …/solicitudes/:id/fuec: the one issued now (201) or the service's valid one (200, existing). */
export const ZServiceFuecIssued = z.object({
  id: z.number().int(),
  number: z.string(),
  token: z.string(),
  existing: z.boolean(),
});
export type TServiceFuecIssued = z.infer<typeof ZServiceFuecIssued>;

/** The public verification page: nothing personal beyond what the roadside check needs. */
export const ZFuecPublic = z.object({
  number: z.string(),
  state: z.enum(FUEC_STATES),
  operator: z.string(),
  placa: z.string().nullable(),
  clase: z.string().nullable(),
  drivers: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type TFuecPublic = z.infer<typeof ZFuecPublic>;
export const ZFuecTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
