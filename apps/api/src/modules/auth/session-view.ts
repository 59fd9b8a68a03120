import type { TRoleOption, TSessionUser } from '@trazo/shared';
import { ROLE } from '@trazo/shared';
import type { Account, RoleGrant } from './find-account';

/**
 * The role a session acts as: the one chosen on the token while it is still usable, otherwise the only
 * one the user has (spec §4: "with exactly one role the user goes to that role's home").
 */
export function effectiveGrant(account: Account, chosenUserRoleId: number | null): RoleGrant | null {
  const chosen = account.grants.find((g) => g.id_usuario_rol === chosenUserRoleId);
  if (chosen) return chosen;
  return account.grants.length === 1 ? (account.grants[0] ?? null) : null;
}

export function toRoleOption(grant: RoleGrant): TRoleOption {
  const { customerLogo: _logo, permissions: _permissions, ...option } = grant;
  return option;
}

/** spec §3 login response fields (without access_token). */
export function toSessionUser(account: Account, grant: RoleGrant | null): TSessionUser {
  // rol: the chosen role; 0 when the user only has roles awaiting activation; null while several
  // roles are available and none is chosen yet (the client then opens the role dialog, spec §2.2).
  let rol: number | null = grant?.id_role ?? null;
  if (!grant && account.grants.length === 0 && account.hasPendingRole) rol = ROLE.pending;
  return {
    email: account.email,
    nombre: `${account.name} ${account.lastName}`.trim(),
    verificado: account.emailVerifiedAt?.toISOString() ?? null,
    verification_code_sent_at: account.verificationCodeSentAt?.toISOString() ?? null,
    avatar: account.avatar,
    rol,
    rol1: account.grants.map(toRoleOption),
    customer:
      grant?.id_customer != null
        ? { id: grant.id_customer, name: grant.name_customer ?? '', logo: grant.customerLogo }
        : null,
    id_usuario_rol: grant?.id_usuario_rol ?? null,
    activacion_por: account.pendingApprover,
    permisos: grant?.id_role === ROLE.empresaTransporte ? [...grant.permissions] : [],
  };
}
