import { z } from 'zod';
import { ZEmail } from '../common/fields';
import { id, text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';
import { ZPage } from '../users/pagination';
import { checkNitDv, clientShape, optionalLine, phoneField, requiredLine, ZCheckDigit } from './fields';

// /especiales/contratos (Maestros → Contratos; issue 24 item 2): the operator's contracts with its clients,
// whose data every FUEC prints (Resolución 6652 de 2019 art. 3, DOMAIN-CO.md). API: /api/especiales/contratos.

export const CONTRACT_TYPES = ['empresarial', 'escolar', 'turismo', 'salud', 'grupo_especifico'] as const;
export type TContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_LABELS: Record<TContractType, string> = {
  empresarial: 'Empresarial',
  escolar: 'Escolar',
  turismo: 'Turismo',
  salud: 'Salud',
  grupo_especifico: 'Grupo específico',
};

export const CONVENIO_TYPES = ['consorcio', 'union_temporal', 'convenio_colaboracion'] as const;
export type TConvenioType = (typeof CONVENIO_TYPES)[number];
export const CONVENIO_TYPE_LABELS: Record<TConvenioType, string> = {
  consorcio: 'Consorcio',
  union_temporal: 'Unión temporal',
  convenio_colaboracion: 'Convenio de colaboración empresarial',
};

/** Covered municipalities a contract may list (DIVIPOLA ids). */
export const CONTRACT_MAX_ZONES = 50;

export const ZContract = z.object({
  id: z.number().int(),
  /** Consecutive per operator, given by the server. */
  number: z.number().int(),
  clientNit: z.string(),
  clientDv: z.number().int(),
  clientName: z.string(),
  objeto: z.string(),
  type: z.enum(CONTRACT_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  route: z.string(),
  zones: z.array(z.object({ id: z.number().int(), name: z.string() })),
  convenioType: z.enum(CONVENIO_TYPES).nullable(),
  partnerName: z.string(),
  partnerNit: z.string(),
  partnerDv: z.number().int().nullable(),
  responsibleName: z.string(),
  responsibleDocument: z.string(),
  responsiblePhone: z.string(),
  responsibleAddress: z.string(),
  /** Receives the services' programada, cancelada and finalizada e-mails ('' when none). */
  responsibleEmail: z.string(),
  active: z.boolean(),
});
export type TContract = z.infer<typeof ZContract>;
export const ZContractPage = ZPage(ZContract);
export type TContractPage = z.infer<typeof ZContractPage>;

export const ZContractForm = z
  .object({
    ...clientShape,
    objeto: requiredLine(500, MSG.espContractObjetoRequired),
    type: z.enum(CONTRACT_TYPES, { error: MSG.espContractTypeInvalid }),
    startDate: ZCalendarDate,
    endDate: ZCalendarDate,
    route: optionalLine(300),
    zoneIds: z
      .array(id(MSG.espZoneUnknown))
      .max(CONTRACT_MAX_ZONES, MSG.espContractTooManyZones)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    // nullish, not `.nullable().default(null)`: OpenAPI 3.0 cannot default a nullable enum to null.
    convenioType: z.enum(CONVENIO_TYPES, { error: MSG.espConvenioInvalid }).nullish(),
    partnerName: optionalLine(200),
    partnerNit: text()
      .trim()
      .transform((v) => v.replace(/[.\s]/g, ''))
      .pipe(z.string().regex(/^(\d{5,15})?$/, MSG.espNitInvalid))
      .default(''),
    partnerDv: ZCheckDigit.nullable().default(null),
    responsibleName: requiredLine(150, MSG.espResponsibleNameRequired),
    responsibleDocument: text({ error: MSG.espResponsibleDocumentRequired })
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[0-9A-Z-]{3,20}$/, MSG.espResponsibleDocumentRequired)),
    responsiblePhone: phoneField(MSG.espResponsiblePhoneRequired),
    responsibleAddress: requiredLine(200, MSG.espResponsibleAddressRequired),
    // Optional; refined rather than a union with '' so a wrong address gets the e-mail message, not zod's.
    responsibleEmail: text()
      .trim()
      .max(254, MSG.emailInvalid)
      .refine((v) => v === '' || ZEmail.safeParse(v).success, MSG.emailInvalid)
      .transform((v) => v.toLowerCase())
      .default(''),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    checkNitDv(v.clientNit, v.clientDv, 'clientDv', ctx);
    if (v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', message: MSG.espContractEndBeforeStart, path: ['endDate'] });
    }
    if (!v.route && v.zoneIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: MSG.espContractRouteRequired, path: ['route'] });
    }
    if (v.convenioType === null || v.convenioType === undefined) return;
    if (!v.partnerName) {
      ctx.addIssue({ code: 'custom', message: MSG.espPartnerRequired, path: ['partnerName'] });
    }
    if (!v.partnerNit || v.partnerDv === null) {
      ctx.addIssue({ code: 'custom', message: MSG.espPartnerRequired, path: ['partnerNit'] });
    } else checkNitDv(v.partnerNit, v.partnerDv, 'partnerDv', ctx);
  });
export type TContractForm = z.input<typeof ZContractForm>;
