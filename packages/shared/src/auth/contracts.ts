import { z } from 'zod';
import { id, text } from '../common/scalars';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { PERMISSION_ID_TUPLE } from '../permissions';

// spec §3 (login response), §7 (/login, /logout, /consulta_ingreso, /consulta_roles, /roles).

export const ZLoginRequest = z.object({
  email: text({ error: MSG.loginRequired }).trim().min(1, MSG.loginRequired).max(254),
  password: z.string({ error: MSG.loginRequired }).min(1, MSG.loginRequired).max(LIMITS.passwordMax),
  /** Remember-me: keep the session cookie after the browser closes. */
  remember: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZCustomerRef = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
});
export type TCustomerRef = z.infer<typeof ZCustomerRef>;

/** One role a user holds: role × customer (spec §3 `rol1` entries and role options). */
export const ZRoleOption = z.object({
  id_usuario_rol: z.number().int(),
  id_role: z.number().int(),
  description: z.string(),
  customer: z.string().nullable(),
  name_customer: z.string().nullable(),
  id_customer: z.number().int().nullable(),
});
export type TRoleOption = z.infer<typeof ZRoleOption>;

/** Who activates an account awaiting activation: the platform administrator or the transport company. */
export const PENDING_APPROVERS = ['administrador', 'empresa'] as const;
export type TPendingApprover = (typeof PENDING_APPROVERS)[number];

/** The signed-in user's session as the server knows it. */
export const ZSessionUser = z.object({
  email: z.string(),
  nombre: z.string(),
  verificado: z.string().nullable(),
  verification_code_sent_at: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The chosen role id; 0 while only pending roles exist; null until a role is chosen. */
  rol: z.number().int().nullable(),
  rol1: z.array(ZRoleOption),
  customer: ZCustomerRef.nullable(),
  id_usuario_rol: z.number().int().nullable(),
  /** Ours: who activates a role still awaiting activation; null when none waits (issue 14). */
  activacion_por: z.enum(PENDING_APPROVERS).nullable(),
  /**
   * Ours (issue 27 §3): a transport company user's profile permissions, which the portal's menu and
   * buttons follow (the server enforces them anyway); empty for other roles.
   */
  permisos: z.array(z.enum(PERMISSION_ID_TUPLE)).optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = ZSessionUser.extend({ access_token: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** POST /consulta_ingreso: the token is read from the cookie or Bearer header; the body is ignored. */
export const ZSessionResponse = ZSessionUser;
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZRole = z.object({ id: z.number().int(), name: z.string() });
export const ZRolesResponse = z.object({ data: z.array(ZRole) });
export type TRolesResponse = z.infer<typeof ZRolesResponse>;

export const ZRoleOptionsResponse = z.object({ data: z.array(ZRoleOption) });
export type TRoleOptionsResponse = z.infer<typeof ZRoleOptionsResponse>;

/** POST /seleccionar_rol (ours): the role choice is kept server-side with the token. */
export const ZSelectRoleRequest = z.object({
  id_usuario_rol: id(MSG.roleRequiredText),
});
export type TSelectRoleRequest = z.infer<typeof ZSelectRoleRequest>;

export const ZLogoutResponse = z.object({ message: z.string() });
