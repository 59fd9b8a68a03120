import { MSG, type TSelectCompanyRequest, type TSessionUser } from '@trazo/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findAccount } from '../auth/find-account';
import type { AuthSession } from '../auth/find-session';
import { selectRole } from '../auth/select-role';

const refuse = (message: string, field = 'id_customer'): never => {
  throw new AppError(422, message, { errors: { [field]: [message] } });
};

/**
 * POST /api/seleccionar_empresa: acting for a company means acting through one of the user's grants
 * there, so the choice is stored like a role choice, with the token (ADR 0002). The role kept is the
 * one asked for, else the session's current role, else the only role the user has at that company.
 */
export async function selectCompany(
  db: Db,
  session: AuthSession,
  input: TSelectCompanyRequest,
): Promise<TSessionUser> {
  const account = await findAccount(db, session.userId);
  const atCompany = account?.grants.filter((g) => g.id_customer === input.id_customer) ?? [];
  if (atCompany.length === 0) return refuse(MSG.companyNotAvailable);

  const wantedRole = input.id_role ?? session.roleId;
  const grant =
    atCompany.find((g) => g.id_role === wantedRole) ??
    (input.id_role === undefined && atCompany.length === 1 ? atCompany[0] : undefined);
  if (!grant) {
    return input.id_role === undefined
      ? refuse(MSG.companyRoleAmbiguous, 'id_role')
      : refuse(MSG.companyNotAvailable, 'id_role');
  }
  return selectRole(db, session, grant.id_usuario_rol);
}
