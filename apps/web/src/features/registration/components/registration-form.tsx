import { Button, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { LIMITS, MSG, REGISTER_STATUS, type TErrorResponse, type TRegisterResponse } from '@trazo/shared';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePageNavigate } from '../../../components/page-routing';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { usePrerenderedForm } from '../../../lib/use-prerendered-form';
import { useRegister } from '../api/register';
import {
  type GeneratorRouteRole,
  initialValues,
  type RegistrationValues,
  toRequest,
  validationToast,
} from '../registration-values';
import type { RegistrationVariant } from '../registration-variants';
import { RegistrationFields } from './registration-fields';

// spec §8: other failures are an error toast of 5 s; 424/430 carry a whole explanation to read.
const ERROR_TOAST_MS = 5000;
const BODY_TOAST_MS = 7000;

/** spec §8 "show the whole response body": the message and any field explanations it adds. */
function wholeBody(body: TErrorResponse | null, fallback: string): string {
  const parts = [body?.message ?? fallback, ...Object.values(body?.errors ?? {}).flat()];
  return [...new Set(parts)].join(' ');
}

type Validate = (values: RegistrationValues) => FormErrors;

/**
 * The variant's schema check, loaded on the form's first focus or at the latest when it is sent
 * (registration-validator.ts): the page's first load carries no Zod. Until then there is nothing to
 * check, since only sending validates.
 */
function useLazyValidator(variant: RegistrationVariant) {
  const loaded = useRef<Validate | null>(null);
  const loading = useRef<Promise<Validate> | null>(null);
  const load = useCallback(() => {
    loading.current ??= import('../registration-validator').then(
      (module) => {
        loaded.current = module.validatorOf(variant);
        return loaded.current;
      },
      (error: unknown) => {
        loading.current = null; // a lost connection: the next try loads it again
        throw error;
      },
    );
    return loading.current;
  }, [variant]);
  const validate = useCallback((values: RegistrationValues) => loaded.current?.(values) ?? {}, []);
  return { validate, load };
}

interface RegistrationFormProps {
  variant: RegistrationVariant;
  initialRole: GeneratorRouteRole;
}

/** spec §2.3 / §5 / §8 / §4: validation, the business statuses, success and /login after 4 s. */
export function RegistrationForm({ variant, initialRole }: RegistrationFormProps) {
  const navigate = usePageNavigate();
  const register = useRegister(variant.endpoint);
  const [isDone, setDone] = useState(false);
  // The registration pages are prerendered (issue 28): inert until React owns the form.
  const prerendered = usePrerenderedForm();
  const validator = useLazyValidator(variant);
  const form = useForm<RegistrationValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(initialRole),
    validate: validator.validate,
  });

  // spec §4: after 4 s /login, where the new, unverified user signs in and is sent on to /access to enter
  // the e-mailed code. Registration signs no one in (issue 23 item 11: a registered address answers alike).
  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(
      () => navigate('/login', { replace: true }),
      LIMITS.redirectAfterRegisterMs,
    );
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const onRegistered = (response: TRegisterResponse) => {
    notify.success(MSG.registerSuccessTitle, response.message);
    setDone(true);
  };

  const onFailed = (error: Error) => {
    if (!(error instanceof ApiError)) return notify.failure(error);
    const body = error.body as TErrorResponse | null;
    const fields = form.getValues();
    for (const [field, messages] of Object.entries(body?.errors ?? {})) {
      if (field in fields && messages[0]) form.setFieldError(field, messages[0]);
    }
    if (error.status === REGISTER_STATUS.unknownTransportNit)
      form.setFieldError('nit_transporte', error.message);
    if (error.status === REGISTER_STATUS.nitConflict) form.setFieldError('nit', error.message);
    const isBusiness =
      error.status === REGISTER_STATUS.businessError ||
      error.status === REGISTER_STATUS.transportCompanyInactive;
    if (isBusiness)
      notify.error(MSG.loginErrorTitle, wholeBody(body, error.message), { durationMs: BODY_TOAST_MS });
    else notify.error(MSG.loginErrorTitle, error.message, { durationMs: ERROR_TOAST_MS });
  };

  const send = form.onSubmit(
    (values) => register.mutate(toRequest(values, variant), { onSuccess: onRegistered, onError: onFailed }),
    (errors) => notify.error(MSG.loginErrorTitle, validationToast(errors)),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    validator.load().then(() => send(), notify.failure);
  };

  return (
    <form ref={prerendered.ref} onSubmit={submit} onFocus={() => validator.load().catch(() => {})} noValidate>
      <Stack gap="lg">
        <RegistrationFields form={form} variant={variant} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={register.isPending}
          disabled={register.isPending || isDone}
        >
          {MSG.registerButton}
        </Button>
        {isDone && (
          <Text size="sm" c="dimmed" ta="center" role="status">
            {MSG.redirectingToLogin}
          </Text>
        )}
      </Stack>
    </form>
  );
}
