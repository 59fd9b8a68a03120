import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { usePrerenderedForm } from '../../../lib/use-prerendered-form';

export type LookupKind = 'manifest' | 'document';

export interface LookupFormValues {
  kind: LookupKind;
  value: string;
}

interface LookupFormProps {
  loading: boolean;
  onSearch: (values: LookupFormValues) => void;
  /** Marks the input invalid after a submit without a value (spec §5). */
  invalid: boolean;
}

/** spec §2.6: radio 'Núm Manifiesto' / 'Documento Cliente', a text input and CONSULTAR. */
export function LookupForm({ loading, onSearch, invalid }: LookupFormProps) {
  const [kind, setKind] = useState<LookupKind>('manifest');
  const [value, setValue] = useState('');
  // The lookup page is prerendered (issue 28): inert until React owns the form.
  const prerendered = usePrerenderedForm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ kind, value: value.trim() });
  };

  const isManifest = kind === 'manifest';
  return (
    <form ref={prerendered.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={MSG.lookupSearchBy}
          value={kind}
          onChange={(v) => setKind(v as LookupKind)}
          size="md"
        >
          <Group gap="xl" mt={6} style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
            <Radio value="manifest" label={MSG.lookupManifest} />
            <Radio value="document" label={MSG.lookupCustomerDocument} />
          </Group>
        </Radio.Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={isManifest ? MSG.lookupManifestLabel : MSG.lookupDocumentLabel}
            placeholder={isManifest ? MSG.lookupManifestPlaceholder : MSG.lookupDocumentPlaceholder}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={invalid && !value.trim()}
            maxLength={60}
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            data-autofocus
          />
          <Button
            type="submit"
            size="md"
            loading={loading}
            leftSection={<IconSearch size={18} />}
            w={{ base: '100%', xs: 'auto' }}
          >
            {MSG.lookupButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
