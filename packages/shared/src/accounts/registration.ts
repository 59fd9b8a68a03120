import { z } from 'zod';
import { ZEmail, ZNewPassword } from '../common/fields';
import { MSG } from '../messages';
import {
  requiredText,
  ZDocumentTypeId,
  ZNit,
  ZOptionalDocumentNumber,
  ZOptionalPhone,
  ZRequiredId,
} from './fields';
import { GENERATOR_ROUTE_ROLES } from './registration-codes';

// spec §2.3, §3 (registration payload), §5, §7 POST /registergenerador, /registerespecial,
// /registerempresatransporte, §8 (statuses 420, 421, 424, 430).

// The statuses and the roles live apart, without Zod: the registration pages read them on first load and
// build these schemas only when a form is sent (issue 28).
export { GENERATOR_ROUTE_ROLES, REGISTER_STATUS } from './registration-codes';

/** Sent as 1 (spec §3, §9). */
const ZAlwaysOne = z.coerce.number({ error: MSG.invalidData }).pipe(z.literal(1, { error: MSG.invalidData }));

const companyShape = {
  name: requiredText(100, MSG.nameRequired),
  last_name: requiredText(100, MSG.lastNameRequired),
  email: ZEmail,
  password: z.string({ error: MSG.fillAllFields }).min(1, MSG.fillAllFields).pipe(ZNewPassword),
  num_cel: ZOptionalPhone,
  /** Zone id (DIVIPOLA code) from GET /api/cargar_zonas. */
  ciudad: ZRequiredId,
  /** Identity document number; not required (spec §5). */
  cedula: ZOptionalDocumentNumber,
  /** The company's NIT (the generator's, on the generators route). */
  nit: ZNit,
  razon_social: requiredText(200),
  selectipo_documento: ZDocumentTypeId,
  cargo: requiredText(100),
  auth_notification: ZAlwaysOne,
  terms_conditions: ZAlwaysOne,
  /** Remember-me (spec §2.3): keep the session cookie after the browser closes. Ours. */
  remember: z.boolean().optional(),
};

const generatorShape = {
  ...companyShape,
  /** The transport company's NIT (mask 999.999.999, dots removed). */
  nit_transporte: ZNit,
  /** Ours: which role registers through the generators route (2 generador, 3 proveedor, 4 terceros); default 2. */
  id_rol: z.literal(GENERATOR_ROUTE_ROLES, { error: MSG.registerRoleInvalid }).optional(),
};

const passwordsMatch = (body: { password: string; password_confirm?: string | null | undefined }) =>
  body.password_confirm === undefined ||
  body.password_confirm === null ||
  body.password === body.password_confirm;
const mismatch = { path: ['password_confirm'], message: MSG.passwordsDontMatch };

// The API accepts `password_confirm` (the form holds it, spec §3) and checks it when present; the forms require it.
const optionalConfirm = { password_confirm: z.string().nullish() };
const requiredConfirm = {
  password_confirm: z.string({ error: MSG.fillAllFields }).min(1, MSG.fillAllFields),
};

/** POST /api/registergenerador body. */
export const ZRegisterGeneratorRequest = z
  .object({ ...generatorShape, ...optionalConfirm })
  .refine(passwordsMatch, mismatch);
export type TRegisterGeneratorRequest = z.input<typeof ZRegisterGeneratorRequest>;

/** POST /api/registerespecial and /api/registerempresatransporte body (no nit_transporte). */
export const ZRegisterCompanyRequest = z
  .object({ ...companyShape, ...optionalConfirm })
  .refine(passwordsMatch, mismatch);
export type TRegisterCompanyRequest = z.input<typeof ZRegisterCompanyRequest>;

/** The generators registration form (the request plus a required password_confirm). */
export const ZRegisterGeneratorForm = z
  .object({ ...generatorShape, ...requiredConfirm })
  .refine(passwordsMatch, mismatch);
export type TRegisterGeneratorForm = z.input<typeof ZRegisterGeneratorForm>;

/** The special-services and transport-company registration form. */
export const ZRegisterCompanyForm = z
  .object({ ...companyShape, ...requiredConfirm })
  .refine(passwordsMatch, mismatch);
export type TRegisterCompanyForm = z.input<typeof ZRegisterCompanyForm>;

/**
 * The answer to every accepted registration, for a new address and for one that already has an account
 * alike (issue 23 item 11: registration must not tell which e-mails are registered; the owner is told by
 * e-mail instead). So registration no longer signs in: spec §4's client goes to /login after 4 s anyway,
 * where the new, unverified user signs in and is sent to /access (ADR 0010).
 */
export const ZRegisterResponse = z.object({ message: z.string(), email: z.string() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
