import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MSG, type TCreateApiKeyResponse } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../../lib/notify';
import { useCreateApiKey } from '../../api/create-api-key';

/** Name a new key and create it; the raw key goes to `onCreated` (shown once). */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: TCreateApiKeyResponse) => void }) {
  const [name, setName] = useState('');
  const [isInvalid, setInvalid] = useState(false);
  const create = useCreateApiKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nombre = name.trim();
    setInvalid(!nombre);
    if (!nombre) return notify.error(MSG.apiKeyNameRequired);
    create.mutate(
      { nombre },
      {
        onSuccess: (key) => {
          setName('');
          onCreated(key);
        },
        onError: (error) => notify.failure(error, MSG.saveErrorTitle),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={MSG.apiKeyName}
          placeholder={MSG.apiKeyNamePlaceholder}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={isInvalid && !name.trim()}
          maxLength={80}
          size="sm"
          style={{ flex: '1 1 260px' }}
        />
        <Button type="submit" size="sm" leftSection={<IconPlus size={16} />} loading={create.isPending}>
          {MSG.apiKeyCreate}
        </Button>
      </Group>
    </form>
  );
}
