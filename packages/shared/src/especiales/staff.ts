import { z } from 'zod';
import { DOCUMENT_TYPES } from '../catalogs/document-types';
import { ZEmail } from '../common/fields';
import { id, text, ZCalendarDate } from '../common/scalars';
import { MSG } from '../messages';
import { ZPage } from '../users/pagination';
import { phoneField, requiredLine } from './fields';

// /especiales/funcionarios (spec §2.1, §2.7 Maestros; issue 24 item 1): the clients' passengers. Their
// documents, phones and e-mails are personal data (Ley 1581 de 2012): the consent's date and the text the
// person accepted are kept with them. API: /api/especiales/funcionarios.

export const ZStaffMember = z.object({
  id: z.number().int(),
  documentTypeId: z.number().int(),
  documentTypeCode: z.string(),
  documentNumber: z.string(),
  firstNames: z.string(),
  lastNames: z.string(),
  phone: z.string(),
  email: z.string(),
  costCentreId: z.number().int().nullable(),
  costCentreName: z.string().nullable(),
  pickupPlaceId: z.number().int().nullable(),
  pickupPlaceName: z.string().nullable(),
  /** The day the person authorised the processing of their data; null = not recorded. */
  consentDate: z.string().nullable(),
  /** The text they accepted (as it read that day). */
  consentText: z.string().nullable(),
  active: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffPage = ZPage(ZStaffMember);
export type TStaffPage = z.infer<typeof ZStaffPage>;

export const ZStaffForm = z.object({
  documentTypeId: id(MSG.espDocumentTypeRequired).refine(
    (v) => DOCUMENT_TYPES.some((t) => t.id === v),
    MSG.espDocumentTypeRequired,
  ),
  documentNumber: text({ error: MSG.espDocumentNumberInvalid })
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[0-9A-Z-]{3,20}$/, MSG.espDocumentNumberInvalid)),
  firstNames: requiredLine(100, MSG.espFirstNamesRequired),
  lastNames: requiredLine(100, MSG.espLastNamesRequired),
  phone: phoneField(),
  email: z.union([z.literal(''), ZEmail]).default(''),
  costCentreId: id().nullable().default(null),
  pickupPlaceId: id().nullable().default(null),
  consentDate: ZCalendarDate.nullable().default(null),
  active: z.boolean().default(true),
});
export type TStaffForm = z.input<typeof ZStaffForm>;
