import { z } from 'zod';
import { idParam, text } from '../common/scalars';
import { MSG } from '../messages';
import { PERMISSION_ID_TUPLE } from '../permissions';
import { ZPage, ZPageQuery } from '../users/pagination';

// Issue 27 §3: /empresa-transporte/configuracion/perfiles (a company's profiles and their audit) and the
// profile of each user at /empresa-transporte/usuarios.

export const ZPermissionId = z.enum(PERMISSION_ID_TUPLE, { error: MSG.invalidData });

export const ZCompanyProfile = z.object({
  id: z.number().int(),
  nombre: z.string(),
  permisos: z.array(ZPermissionId),
  /** One of the profiles every company starts with (its name is kept). */
  inicial: z.boolean(),
  /** Active or pending users of the company holding it. */
  usuarios: z.number().int(),
  updated_at: z.string(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

export const ZProfileList = z.object({ data: z.array(ZCompanyProfile) });
export type TProfileList = z.infer<typeof ZProfileList>;

export const ZProfileInput = z.object({
  nombre: text({ error: MSG.profileNameRequired })
    .trim()
    .min(1, MSG.profileNameRequired)
    .max(60, MSG.profileNameRequired),
  permisos: z
    .array(ZPermissionId)
    .max(50)
    .transform((ids) => [...new Set(ids)]),
});
export type TProfileInput = z.input<typeof ZProfileInput>;

export const ZProfileParams = z.object({ id: idParam() });

export const ZProfileSaved = z.object({ message: z.string(), data: ZCompanyProfile });
export type TProfileSaved = z.infer<typeof ZProfileSaved>;

export const ZAssignProfileRequest = z.object({ id_perfil: idParam() });
export type TAssignProfileRequest = z.infer<typeof ZAssignProfileRequest>;

export const PROFILE_AUDIT_ACTIONS = ['perfil_creado', 'perfil_editado', 'perfil_asignado'] as const;
export const PROFILE_AUDIT_LABEL: Record<(typeof PROFILE_AUDIT_ACTIONS)[number], string> = {
  perfil_creado: 'Perfil creado',
  perfil_editado: 'Perfil editado',
  perfil_asignado: 'Perfil asignado',
};

export const ZProfileAuditRow = z.object({
  id: z.number().int(),
  accion: z.enum(PROFILE_AUDIT_ACTIONS),
  /** Who made the change (name and e-mail); null when the system did. */
  usuario: z.string().nullable(),
  /** The profile concerned (its name now). */
  perfil: z.string().nullable(),
  /** For assignments: the user whose profile changed. */
  afectado: z.string().nullable(),
  antes: z.unknown(),
  despues: z.unknown(),
  created_at: z.string(),
});
export type TProfileAuditRow = z.infer<typeof ZProfileAuditRow>;

export const ZProfileAuditQuery = ZPageQuery;
export const ZProfileAuditPage = ZPage(ZProfileAuditRow);
export type TProfileAuditPage = z.infer<typeof ZProfileAuditPage>;
