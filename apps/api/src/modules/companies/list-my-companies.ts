import type { TMyCompaniesResponse, TMyCompany } from '@trazo/shared';
import type { Db } from '../../db/database';
import { findAccount, type RoleGrant } from '../auth/find-account';
import type { AuthSession } from '../auth/find-session';

/** The user's usable grants at companies, grouped by company and sorted by name. */
export function groupByCompany(grants: RoleGrant[]): TMyCompany[] {
  const byId = new Map<number, TMyCompany>();
  for (const g of grants) {
    if (g.id_customer === null) continue;
    let company = byId.get(g.id_customer);
    if (!company) {
      company = {
        id: g.id_customer,
        name: g.name_customer ?? '',
        logo: g.customerLogo,
        nit: g.customer ?? '',
        roles: [],
      };
      byId.set(g.id_customer, company);
    }
    company.roles.push({ id_usuario_rol: g.id_usuario_rol, id_role: g.id_role, description: g.description });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/**
 * GET /api/mis-empresas (spec §2.2 /select-customer): with a role chosen, the companies where the user
 * holds that role; without one, every company the user may act for.
 */
export async function listMyCompanies(db: Db, session: AuthSession): Promise<TMyCompaniesResponse> {
  const account = await findAccount(db, session.userId);
  const grants = account?.grants ?? [];
  const scoped = session.roleId === null ? grants : grants.filter((g) => g.id_role === session.roleId);
  return { data: groupByCompany(scoped), seleccionada: session.customerId };
}
