import { z } from 'zod';
import { id } from '../common/scalars';
import { MSG } from '../messages';

// spec §2.2 (branded login → /select-customer), §2.7 (customer logo in the top bar), §3 (NameCustomer,
// IdCustomer, UrlImgCustomer). The choice is stored with the session token (ADR 0002), not in cookies.

/** A role the user holds at a company. */
export const ZCompanyRole = z.object({
  id_usuario_rol: z.number().int(),
  id_role: z.number().int(),
  description: z.string(),
});

/** A company the signed-in user may act for (an active role grant at an active customer). */
export const ZMyCompany = z.object({
  id: z.number().int(),
  /** Razón social (NameCustomer). */
  name: z.string(),
  /** Logo URL (UrlImgCustomer), null when the company has none. */
  logo: z.string().nullable(),
  nit: z.string(),
  /** The roles the user holds there, lowest role id first. */
  roles: z.array(ZCompanyRole).min(1),
});
export type TMyCompany = z.infer<typeof ZMyCompany>;

/**
 * GET /api/mis-empresas: the companies for `/select-customer`, by name. When the session already acts
 * as a role, only companies where the user holds that role are listed (role 1 users with several
 * special-services companies pick one of them); with no role chosen yet, every company.
 */
export const ZMyCompaniesResponse = z.object({
  data: z.array(ZMyCompany),
  /** The company the session acts for now (IdCustomer), or null. */
  seleccionada: z.number().int().nullable(),
});
export type TMyCompaniesResponse = z.infer<typeof ZMyCompaniesResponse>;

/**
 * POST /api/seleccionar_empresa: acts for `id_customer` from now on. The role kept is `id_role` when
 * given, else the session's current role at that company, else the user's only role there (422 when
 * ambiguous). Answers the session (same shape as /consulta_ingreso) whose `customer` is the choice.
 */
export const ZSelectCompanyRequest = z.object({
  id_customer: id(MSG.companyRequired),
  id_role: z.number().int().min(1).max(6).optional(),
});
export type TSelectCompanyRequest = z.infer<typeof ZSelectCompanyRequest>;
