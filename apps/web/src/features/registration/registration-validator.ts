import { schemaResolver } from '@mantine/form';
import { ZRegisterCompanyForm, ZRegisterGeneratorForm } from '@trazo/shared';
import { type RegistrationValues, toRequest } from './registration-values';
import type { RegistrationVariant } from './registration-variants';

// The registration form's check with the shared schema of its variant (spec §5 messages). Loaded when
// the form is first touched, not with the page: Zod and the schemas are ~23 KB brotli and a long task
// at import on a slow phone (issue 28, ADR 0021).

export function validatorOf(variant: RegistrationVariant) {
  const resolve = schemaResolver(variant.hasTransportNit ? ZRegisterGeneratorForm : ZRegisterCompanyForm, {
    sync: true,
  });
  return (values: RegistrationValues) => resolve(toRequest(values, variant));
}
