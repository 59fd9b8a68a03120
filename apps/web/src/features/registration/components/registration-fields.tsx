import {
  Checkbox,
  Divider,
  Input,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAt, IconBuilding, IconLock, IconPhone } from '@tabler/icons-react';
import { DOCUMENT_TYPES, MSG, ROLE } from '@trazo/shared';
import type { FormEvent } from 'react';
import { MaskedInput } from '../../../components/masked-input';
import type { RegistrationValues } from '../registration-values';
import type { RegistrationVariant } from '../registration-variants';
import { CitySelect, LIST_WHEN_OPEN } from './city-select';

type Form = UseFormReturnType<RegistrationValues>;

const DOCUMENT_TYPE_OPTIONS = DOCUMENT_TYPES.map((t) => ({ value: String(t.id), label: t.descripcion }));
// Hints under the input keep the two columns' inputs aligned.
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
const FULL_ROW = { gridColumn: '1 / -1' };
const ROLE_OPTIONS = [
  { value: String(ROLE.generador), label: MSG.registerAsGenerador },
  { value: String(ROLE.proveedor), label: MSG.registerAsProveedor },
  { value: String(ROLE.terceros), label: MSG.registerAsTercero },
];

/** Keeps only digits as the user types (spec §5: the mobile number is numeric). */
const digitsOnly = (event: FormEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  if (/\D/.test(input.value)) input.value = input.value.replace(/\D/g, '');
};

/**
 * The form's input props. A missing required field only turns red: the toast already says 'Debe
 * llenar todos los campos' (spec §5); specific problems (e-mail format, passwords…) show their text.
 */
function bind(form: Form, path: keyof RegistrationValues, options?: { type: 'checkbox' }) {
  const props = form.getInputProps(path, options);
  return { ...props, error: props.error === MSG.fillAllFields ? true : props.error };
}

function Section({ title }: { title: string }) {
  return (
    <Divider
      label={
        <Text fw={700} size="sm" c="dark.6">
          {title}
        </Text>
      }
      labelPosition="left"
    />
  );
}

export function RegistrationFields({ form, variant }: { form: Form; variant: RegistrationVariant }) {
  const password = { withAsterisk: true, autoComplete: 'new-password', leftSection: <IconLock size={18} /> };
  const toggle = { 'aria-label': MSG.togglePasswordVisibility };
  return (
    <Stack gap="lg">
      {variant.hasTransportNit && (
        <Input.Wrapper label={MSG.registerAsLabel} size="md" labelElement="div">
          <SegmentedControl
            aria-label={MSG.registerAsLabel}
            data={ROLE_OPTIONS}
            fullWidth
            mt={4}
            key={form.key('id_rol')}
            {...form.getInputProps('id_rol')}
          />
        </Input.Wrapper>
      )}

      <Section title={MSG.registerSectionPerson} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={MSG.firstNamesLabel}
          withAsterisk
          autoComplete="given-name"
          key={form.key('name')}
          {...bind(form, 'name')}
        />
        <TextInput
          label={MSG.lastNamesLabel}
          withAsterisk
          autoComplete="family-name"
          key={form.key('last_name')}
          {...bind(form, 'last_name')}
        />
        <Select
          label={MSG.documentTypeLabel}
          placeholder={MSG.documentTypePlaceholder}
          withAsterisk
          data={DOCUMENT_TYPE_OPTIONS}
          allowDeselect={false}
          size="md"
          comboboxProps={LIST_WHEN_OPEN}
          key={form.key('selectipo_documento')}
          {...bind(form, 'selectipo_documento')}
        />
        <TextInput label={MSG.documentNumberLabel} key={form.key('cedula')} {...bind(form, 'cedula')} />
        <TextInput
          label={MSG.emailLabel}
          withAsterisk
          type="email"
          inputMode="email"
          autoComplete="email"
          leftSection={<IconAt size={18} />}
          key={form.key('email')}
          {...bind(form, 'email')}
        />
        <TextInput
          label={MSG.mobileLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
          leftSection={<IconPhone size={18} />}
          onInput={digitsOnly}
          key={form.key('num_cel')}
          {...bind(form, 'num_cel')}
        />
        <CitySelect withAsterisk key={form.key('ciudad')} {...bind(form, 'ciudad')} />
        <TextInput
          label={MSG.cargoLabel}
          withAsterisk
          autoComplete="organization-title"
          key={form.key('cargo')}
          {...bind(form, 'cargo')}
        />
      </SimpleGrid>

      <Section title={MSG.registerSectionCompany} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {variant.hasTransportNit && (
          <MaskedInput
            label={MSG.transportNitLabel}
            description={MSG.transportNitHint}
            inputWrapperOrder={HINT_BELOW}
            withAsterisk
            mask="999.999.999"
            placeholder="999.999.999"
            inputMode="numeric"
            size="md"
            leftSection={<IconBuilding size={18} />}
            error={bind(form, 'nit_transporte').error}
            onChangeRaw={(raw) => form.setFieldValue('nit_transporte', raw)}
          />
        )}
        <TextInput
          label={variant.nitLabel}
          description={MSG.nitHint}
          inputWrapperOrder={HINT_BELOW}
          withAsterisk
          inputMode="numeric"
          key={form.key('nit')}
          {...bind(form, 'nit')}
        />
        <TextInput
          label={MSG.razonSocialLabel}
          withAsterisk
          autoComplete="organization"
          style={variant.hasTransportNit ? FULL_ROW : undefined}
          key={form.key('razon_social')}
          {...bind(form, 'razon_social')}
        />
      </SimpleGrid>

      <Section title={MSG.registerSectionAccess} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <PasswordInput
          label={MSG.passwordLabel}
          description={MSG.passwordMinHint}
          inputWrapperOrder={HINT_BELOW}
          visibilityToggleButtonProps={toggle}
          {...password}
          key={form.key('password')}
          {...bind(form, 'password')}
        />
        <PasswordInput
          label={MSG.confirmPasswordLabel}
          visibilityToggleButtonProps={toggle}
          {...password}
          key={form.key('password_confirm')}
          {...bind(form, 'password_confirm')}
        />
      </SimpleGrid>
      <Checkbox
        label={MSG.rememberMe}
        key={form.key('remember')}
        {...bind(form, 'remember', { type: 'checkbox' })}
      />
    </Stack>
  );
}
