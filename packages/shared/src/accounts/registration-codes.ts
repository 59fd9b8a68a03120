import { ROLE } from '../roles';

// spec §2.3, §8: what the registration pages need before any schema (registration.ts builds those).

/** Statuses the registration routes answer besides 200, 422 (validation) and 429 (throttle). */
export const REGISTER_STATUS = {
  /** `nit_transporte` names no transport company: mark that field invalid. */
  unknownTransportNit: 420,
  /** `nit` conflicts (a platform company's NIT; or, for companies, already registered): mark `nit`. */
  nitConflict: 421,
  /** Business error (e.g. e-mail already registered): show the whole body. */
  businessError: 424,
  /** The transport company exists but is not active yet: show the whole body. */
  transportCompanyInactive: 430,
} as const;

/** Roles that register through /registrar-generadores (spec §2.3): generator, provider, third party. */
export const GENERATOR_ROUTE_ROLES = [ROLE.generador, ROLE.proveedor, ROLE.terceros] as const;
