import { z } from 'zod';
import { INT4_MAX, idParam, text } from '../common/scalars';
import { MSG } from '../messages';
import { ZCallerFields, ZFlag, zConfigNumber } from './fields';

// spec §3 checklist item and name; §5 checklist rules; §7 cargar_inspeccion_vehicular, guardar_name_checklist,
// guardar_item_checklist, eliminar_item_checklist. Category and critical go beyond the spec (issue 9).

export const CHECKLIST_CATEGORIES = [
  'Documentos',
  'Niveles y fugas',
  'Luces',
  'Llantas',
  'Frenos y dirección',
  'Equipo de carretera',
  'Cabina',
  'General',
] as const;

/**
 * The category of an item sent without one (issue 22 item 8): spec §3 and §5 name title, description,
 * number_images and required_images only, so a caller that follows the spec is not refused.
 */
export const DEFAULT_CHECKLIST_CATEGORY = 'General' satisfies (typeof CHECKLIST_CATEGORIES)[number];

export const ZChecklistItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  number_images: z.number().int(),
  required_images: z.number().int(),
  masive: z.union([z.literal(0), z.literal(1)]),
  category: z.string(),
  critical: z.union([z.literal(0), z.literal(1)]),
});
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

/** The checklist answer: existence flags, the name (customer[0].description) and the items. */
export const ZChecklistResponse = z.object({
  existe_app_trazo: z.boolean(),
  existe_customer: z.boolean(),
  customer: z.array(z.object({ description: z.string() })),
  data: z.array(ZChecklistItem),
});
export type TChecklistResponse = z.infer<typeof ZChecklistResponse>;

export const ZLoadChecklistRequest = z.object(ZCallerFields);

export const ZChecklistNameRequest = z.object({
  ...ZCallerFields,
  namechecklist: text({ error: MSG.checklistNameRequired })
    .trim()
    .min(1, MSG.checklistNameRequired)
    .max(150, MSG.checklistNameRequired),
});
export type TChecklistNameRequest = z.input<typeof ZChecklistNameRequest>;

const requiredText = (max: number) =>
  text({ error: MSG.checklistFillAllFields }).trim().min(1, MSG.checklistFillAllFields).max(max);

/** The item form (frmInspeccion); id 0 or absent creates, otherwise edits. */
export const ZChecklistItemForm = z
  .object({
    id: z.number().int().min(0).max(INT4_MAX).optional(),
    title: requiredText(150),
    description: requiredText(500),
    number_images: zConfigNumber(MSG.checklistFillAllFields),
    required_images: zConfigNumber(MSG.checklistFillAllFields),
    masive: ZFlag.default(0),
    category: z
      .union([z.enum(CHECKLIST_CATEGORIES), z.literal('')], { error: MSG.checklistFillAllFields })
      .nullish()
      .transform((c) => c || DEFAULT_CHECKLIST_CATEGORY),
    critical: ZFlag.default(0),
  })
  .refine((f) => f.required_images <= f.number_images, {
    message: MSG.checklistRequiredTooHigh,
    path: ['required_images'],
  });
export type TChecklistItemForm = z.input<typeof ZChecklistItemForm>;

export const ZSaveChecklistItemRequest = z.object({ ...ZCallerFields, frmInspeccion: ZChecklistItemForm });
export type TSaveChecklistItemRequest = z.input<typeof ZSaveChecklistItemRequest>;

export const ZChecklistItemsResponse = z.object({ message: z.string(), data: z.array(ZChecklistItem) });
export type TChecklistItemsResponse = z.infer<typeof ZChecklistItemsResponse>;

export const ZDeleteChecklistItemRequest = z.object({
  ...ZCallerFields,
  id_item: idParam(),
  nit_generador: text().max(20).nullish(),
});
export type TDeleteChecklistItemRequest = z.input<typeof ZDeleteChecklistItemRequest>;
