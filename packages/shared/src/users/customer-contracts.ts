import { z } from 'zod';
import { idParam, text } from '../common/scalars';
import { ZRecordStatus } from './contracts';
import { ZPage, ZPageQuery } from './pagination';

// The super-administrator's companies (/super-administrador/clientes): transport companies and
// special-services companies that registered themselves, pending until activated here.

export const ZCustomerKind = z.enum(['transporte', 'especiales']);
export type TCustomerKind = z.infer<typeof ZCustomerKind>;

/** GET /api/super-administrador/clientes */
export const ZCustomerListQuery = ZPageQuery.extend({
  status: ZRecordStatus.optional(),
  kind: ZCustomerKind.optional(),
  /** Contained in the razón social, or the start of the NIT. */
  q: text().trim().max(100).optional(),
});
export type TCustomerListQuery = z.input<typeof ZCustomerListQuery>;

/** GET /api/super-administrador/clientes/exportar: the list's filters, as xlsx or csv (issue 26 §7). */
export const ZCustomerExportQuery = ZCustomerListQuery.omit({ page: true, per_page: true }).extend({
  formato: z.enum(['xlsx', 'csv']).default('xlsx'),
});

/** The company's administrator: its first role-5 user (transporte) or role-1 user (especiales). */
export const ZCustomerAdmin = z.object({
  id_usuario_rol: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  status: ZRecordStatus,
});

export const ZCustomerRow = z.object({
  id: z.number().int(),
  nit: z.string(),
  check_digit: z.number().int(),
  razon_social: z.string(),
  kind: ZCustomerKind,
  status: ZRecordStatus,
  has_mobile_app: z.boolean(),
  created_at: z.string(),
  admin: ZCustomerAdmin.nullable(),
  /** How many user roles the company has (any state). */
  usuarios: z.number().int(),
});
export type TCustomerRow = z.infer<typeof ZCustomerRow>;

export const ZCustomerPage = ZPage(ZCustomerRow);
export type TCustomerPage = z.infer<typeof ZCustomerPage>;

export const ZCustomerParams = z.object({ id: idParam() });

/** POST /api/super-administrador/clientes/:id/activar | rechazar | desactivar → the row after the change. */
export const ZCustomerActionResponse = z.object({ message: z.string(), data: ZCustomerRow });
export type TCustomerActionResponse = z.infer<typeof ZCustomerActionResponse>;
