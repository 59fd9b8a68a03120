import { z } from 'zod';
import { idParam, text } from '../common/scalars';
import { MSG } from '../messages';
import { ZPage, ZPageQuery } from './pagination';

// Activation (issue 3 item 7): the transport company's users (/empresa-transporte/usuarios) and the
// super-administrator's users (/super-administrador/usuarios). A row is one user role (user × role ×
// customer): that is what gets activated, rejected or disabled.

export const RECORD_STATUSES = ['pending', 'active', 'disabled'] as const;
export const ZRecordStatus = z.enum(RECORD_STATUSES, { error: MSG.invalidStatusFilter });
export type TRecordStatus = z.infer<typeof ZRecordStatus>;

/** Spanish labels of the three states, for badges and filters. */
export const RECORD_STATUS_LABEL: Record<TRecordStatus, string> = {
  pending: MSG.statusPending,
  active: MSG.statusActive,
  disabled: MSG.statusDisabled,
};

const ZSearchText = text().trim().max(100).optional();

/** GET /api/empresa-transporte/usuarios: the caller's company only. */
export const ZCompanyUserListQuery = ZPageQuery.extend({
  status: ZRecordStatus.optional(),
  /** Contained in the name, last name or e-mail (case-insensitive). */
  q: ZSearchText,
});
export type TCompanyUserListQuery = z.input<typeof ZCompanyUserListQuery>;

/** GET /api/super-administrador/usuarios: every user role, optionally by role and company. */
export const ZUserListQuery = ZCompanyUserListQuery.extend({
  id_role: z.coerce.number().int().min(1).max(6).optional(),
  id_customer: idParam().optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

/** …/usuarios/exportar: the list's filters, the whole filtered list as xlsx or csv (issue 26 §7). */
const ZExportFormat = z.object({ formato: z.enum(['xlsx', 'csv']).default('xlsx') });
export const ZCompanyUserExportQuery = ZCompanyUserListQuery.omit({ page: true, per_page: true }).merge(
  ZExportFormat,
);
export const ZUserExportQuery = ZUserListQuery.omit({ page: true, per_page: true }).merge(ZExportFormat);

export const ZUserRoleRow = z.object({
  id_usuario_rol: z.number().int(),
  id_usuario: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  num_cel: z.string().nullable(),
  id_role: z.number().int(),
  /** The role's description (Generador, Proveedor…). */
  role: z.string(),
  id_customer: z.number().int().nullable(),
  name_customer: z.string().nullable(),
  /** Whether the user has verified their e-mail (an unverified user cannot act even when active). */
  verificado: z.boolean(),
  status: ZRecordStatus,
  created_at: z.string(),
  /** A transport company user's profile (issue 27 §3); null for other roles. */
  id_perfil: z.number().int().nullable().optional(),
  perfil: z.string().nullable().optional(),
});
export type TUserRoleRow = z.infer<typeof ZUserRoleRow>;

export const ZUserRolePage = ZPage(ZUserRoleRow);
export type TUserRolePage = z.infer<typeof ZUserRolePage>;

/** Path parameter of the actions: `/…/usuarios/:id_usuario_rol/<action>`. */
export const ZUserRoleParams = z.object({ id_usuario_rol: idParam() });

/** POST …/activar | …/rechazar | …/desactivar (no body) → the row after the change. */
export const ZUserRoleActionResponse = z.object({ message: z.string(), data: ZUserRoleRow });
export type TUserRoleActionResponse = z.infer<typeof ZUserRoleActionResponse>;

/** The three actions, as they appear at the end of the path. */
export const STATUS_ACTIONS = ['activar', 'rechazar', 'desactivar'] as const;
export type TStatusAction = (typeof STATUS_ACTIONS)[number];
