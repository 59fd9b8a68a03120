import {
  GENERATOR_ROUTE_ROLES,
  MSG,
  ROLE,
  type TRegisterCompanyRequest,
  type TRegisterGeneratorRequest,
  unmaskNit,
} from '@trazo/shared';
import type { RegistrationVariant } from './registration-variants';

// The registration form's state (spec §3 registration payload plus password_confirm and remember-me)
// and its translation to the request body. Selects hold ids as strings, as Mantine does.

export type GeneratorRouteRole = (typeof GENERATOR_ROUTE_ROLES)[number];

export interface RegistrationValues {
  id_rol: string;
  name: string;
  last_name: string;
  email: string;
  num_cel: string;
  ciudad: string | null;
  selectipo_documento: string | null;
  cedula: string;
  nit_transporte: string;
  nit: string;
  razon_social: string;
  cargo: string;
  password: string;
  password_confirm: string;
  remember: boolean;
}

/** `?rol=3` / `?rol=4` preselect provider / third party on the generators route (contract note). */
export function initialRoleOf(search: string | null): GeneratorRouteRole {
  const id = Number(search);
  return (GENERATOR_ROUTE_ROLES as readonly number[]).includes(id)
    ? (id as GeneratorRouteRole)
    : ROLE.generador;
}

export function initialValues(role: GeneratorRouteRole): RegistrationValues {
  return {
    id_rol: String(role),
    name: '',
    last_name: '',
    email: '',
    num_cel: '',
    ciudad: null,
    selectipo_documento: null,
    cedula: '',
    nit_transporte: '',
    nit: '',
    razon_social: '',
    cargo: '',
    password: '',
    password_confirm: '',
    remember: false,
  };
}

/** The body of the variant's endpoint; the transport NIT's mask dots are removed (spec §3, §5). */
export function toRequest(
  values: RegistrationValues,
  variant: RegistrationVariant,
): TRegisterGeneratorRequest | TRegisterCompanyRequest {
  const { id_rol, nit_transporte, ciudad, selectipo_documento, ...rest } = values;
  const common = {
    ...rest,
    ciudad: ciudad ?? '',
    selectipo_documento: selectipo_documento ?? '',
    auth_notification: 1,
    terms_conditions: 1,
  };
  if (!variant.hasTransportNit) return common;
  return {
    ...common,
    nit_transporte: unmaskNit(nit_transporte),
    id_rol: Number(id_rol) as GeneratorRouteRole,
  };
}

// A missing required field answers one of these; any of them means 'Debe llenar todos los campos'.
const REQUIRED_MESSAGES: readonly string[] = [
  MSG.fillAllFields,
  MSG.nameRequired,
  MSG.lastNameRequired,
  MSG.emailRequired,
];

/** The toast after a refused submit: missing fields first (spec §5), else the first problem. */
export function validationToast(errors: Record<string, unknown>): string {
  const messages = Object.values(errors).filter((m): m is string => typeof m === 'string');
  if (messages.some((m) => REQUIRED_MESSAGES.includes(m))) return MSG.fillAllFields;
  return messages[0] ?? MSG.fillAllFields;
}
