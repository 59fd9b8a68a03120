import { z } from 'zod';
import { ZNewPassword } from '../common/fields';
import { id, text } from '../common/scalars';
import { MSG } from '../messages';
import { ZPage, ZPageQuery } from '../users/pagination';

// The transport company's drivers ('Conductores', /empresa-transporte/configuracion/usuarios; issue 10 item 2)
// and the driver of a movement (movement detail). Role 5, the caller's company only.

/** A driver has no app access until the company gives it a password; then active or disabled. */
export const DRIVER_ACCESS_STATES = ['sin_acceso', 'activo', 'desactivado'] as const;
export type TDriverAccessState = (typeof DRIVER_ACCESS_STATES)[number];

export const DRIVER_ACCESS_LABEL: Record<TDriverAccessState, string> = {
  sin_acceso: 'Sin acceso',
  activo: 'Activo',
  desactivado: 'Desactivado',
};

export const ZDriverListQuery = ZPageQuery.extend({
  /** Contained in the name or the document, ignoring case and accents. */
  q: text().trim().max(100).optional(),
});
export type TDriverListQuery = z.input<typeof ZDriverListQuery>;

/** GET /api/conductores/exportar: the list's search, as xlsx or csv (issue 26 §7). */
export const ZDriverExportQuery = ZDriverListQuery.omit({ page: true, per_page: true }).extend({
  formato: z.enum(['xlsx', 'csv']).default('xlsx'),
});

export const ZCompanyDriver = z.object({
  id: z.number().int(),
  documento: z.string(),
  nombre: z.string(),
  telefono: z.string(),
  email: z.string(),
  acceso: z.enum(DRIVER_ACCESS_STATES),
  /** ISO instants; null when never. */
  passwordSetAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
});
export type TCompanyDriver = z.infer<typeof ZCompanyDriver>;

export const ZDriverPage = ZPage(ZCompanyDriver);
export type TDriverPage = z.infer<typeof ZDriverPage>;

/** A document as drivers type it at sign-in: letters, digits and dashes, kept upper-case. */
export const ZDriverDocument = text({ error: MSG.driverDocumentInvalid })
  .trim()
  .transform((value) => value.replace(/[\s.]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z-]{3,20}$/, MSG.driverDocumentInvalid));

const ZDriverName = text({ error: MSG.driverNameRequired })
  .trim()
  .min(1, MSG.driverNameRequired)
  .max(150, MSG.fieldTooLong);
const ZDriverPhone = text({ error: MSG.driverPhoneInvalid })
  .trim()
  .max(15, MSG.driverPhoneInvalid)
  .regex(/^\d*$/, MSG.driverPhoneInvalid)
  .optional()
  .transform((v) => v ?? '');
const ZDriverEmail = text({ error: MSG.emailInvalid })
  .trim()
  .max(254, MSG.emailInvalid)
  .refine((v) => v === '' || z.email().safeParse(v).success, MSG.emailInvalid)
  .optional()
  .transform((v) => (v ?? '').toLowerCase());

/** The driver's contact data, which the company may edit (the document is the key: never edited). */
export const ZDriverDetails = z.object({
  nombre: ZDriverName,
  telefono: ZDriverPhone,
  email: ZDriverEmail,
});
export type TDriverDetails = z.input<typeof ZDriverDetails>;

/**
 * The access password the company types (and hands to the driver): the product's password rules (8–128
 * characters, not a common one), and not the document itself — the first thing anyone would try.
 */
export const ZDriverPassword = ZNewPassword;

/** POST /api/conductores: a new driver; with `password` it gets app access at once. */
export const ZCreateDriverRequest = ZDriverDetails.extend({
  documento: ZDriverDocument,
  password: ZDriverPassword.optional(),
}).refine((v) => v.password === undefined || v.password.replace(/[\s.]/g, '').toUpperCase() !== v.documento, {
  message: MSG.driverPasswordIsDocument,
  path: ['password'],
});
export type TCreateDriverRequest = z.input<typeof ZCreateDriverRequest>;

/** PUT /api/conductores/:id/clave: sets or resets the password; the driver's devices are signed out. */
export const ZSetDriverPasswordRequest = z.object({ password: ZDriverPassword });
export type TSetDriverPasswordRequest = z.input<typeof ZSetDriverPasswordRequest>;

/** PUT /api/conductores/:id/acceso: false ends every session at once; true needs a password set before. */
export const ZDriverAccessRequest = z.object({ activo: z.boolean({ error: MSG.fillAllFields }) });
export type TDriverAccessRequest = z.input<typeof ZDriverAccessRequest>;

export const ZDriverActionResponse = z.object({ message: z.string(), data: ZCompanyDriver });
export type TDriverActionResponse = z.infer<typeof ZDriverActionResponse>;

/** PUT /api/movimientos/:id/conductor: the company assigns one of its drivers to the movement. */
export const ZAssignDriverRequest = z.object({ driverId: id() });
export type TAssignDriverRequest = z.input<typeof ZAssignDriverRequest>;

export const ZMovementDriver = z.object({ id: z.number().int(), documento: z.string(), nombre: z.string() });
export const ZAssignDriverResponse = z.object({ message: z.string(), data: ZMovementDriver });
export type TAssignDriverResponse = z.infer<typeof ZAssignDriverResponse>;
