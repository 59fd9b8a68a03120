import { Alert, Button, MaskInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { CONTACT_LIMITS, MSG, type TContactForm, ZContactRequest } from '@trazo/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: TContactForm = { nombre: '', email: '', celular: '', descripcion: '' };

const validateWithSchema = schemaResolver(ZContactRequest, { sync: true });

/** An empty field is only outlined: the toast already says 'Ingrese toda la información solicitada'. */
function validate(values: TContactForm): FormErrors {
  const errors = validateWithSchema(values);
  for (const [field, message] of Object.entries(errors)) {
    if (message === MSG.contactIncompleteText) errors[field] = true;
  }
  return errors;
}

function fieldErrorsOf(error: ApiError): FormErrors {
  const body = error.body as { errors?: Record<string, string[]> } | null;
  return Object.fromEntries(Object.entries(body?.errors ?? {}).map(([field, list]) => [field, list[0]]));
}

/** spec §2.5 / §5 / §8: nombre, email, celular (999-999-9999), descripción, ENVIAR; all required. */
export function ContactForm() {
  const send = useSendContactMessage();
  const [isSent, setSent] = useState(false);
  const form = useForm<TContactForm>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate,
    validateInputOnBlur: false,
    onValuesChange: () => setSent(false),
  });

  const onInvalid = (errors: FormErrors) => {
    const isIncomplete = Object.values(errors).some((message) => message === true);
    if (isIncomplete) notify.warning(MSG.contactIncompleteTitle, MSG.contactIncompleteText);
  };

  const onValid = (values: TContactForm) => {
    send.mutate(values, {
      onSuccess: () => {
        notify.success(MSG.contactSuccessTitle, MSG.contactSuccessText);
        form.reset();
        setSent(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          form.setErrors(fieldErrorsOf(error));
          notify.warning(MSG.contactIncompleteTitle, error.message);
        } else if (error instanceof ApiError && error.status === 429) {
          notify.error(MSG.contactErrorTitle, error.message);
        } else {
          notify.error(MSG.contactErrorTitle, MSG.contactErrorText);
        }
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(onValid, onInvalid)} noValidate aria-label={MSG.contactTitle}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={MSG.contactNameLabel}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.nombreMax}
            withAsterisk
            key={form.key('nombre')}
            {...form.getInputProps('nombre')}
          />
          <TextInput
            label={MSG.contactEmailLabel}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="nombre@empresa.com"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <MaskInput
          label={MSG.contactPhoneLabel}
          mask="999-999-9999"
          placeholder="300-123-4567"
          inputMode="tel"
          autoComplete="tel-national"
          size="md"
          withAsterisk
          key={form.key('celular')}
          {...form.getInputProps('celular')}
          // The mask handles the keys itself (no React change event): keep its digits in the form.
          onChangeRaw={(digits) => form.setFieldValue('celular', digits, { forceUpdate: false })}
        />
        <Textarea
          label={MSG.contactMessageLabel}
          placeholder={MSG.contactMessagePlaceholder}
          autosize
          minRows={4}
          maxRows={8}
          size="md"
          maxLength={CONTACT_LIMITS.descripcionMax}
          withAsterisk
          key={form.key('descripcion')}
          {...form.getInputProps('descripcion')}
        />
        {isSent && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck />} title={MSG.contactSent}>
            {MSG.contactSuccessText}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          rightSection={<IconSend size={18} />}
          loading={send.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {MSG.contactSendButton}
        </Button>
      </Stack>
    </form>
  );
}
