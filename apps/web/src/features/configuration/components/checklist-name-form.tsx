import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSaveChecklistName } from '../api/save-checklist-name';

/** spec §4 checklist editor: "no name" → named. Also renames an existing checklist. */
export function ChecklistNameForm({ current, onDone }: { current: string | null; onDone?: () => void }) {
  const [name, setName] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveChecklistName();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(MSG.checklistNameRequired);
      notify.warning(MSG.checklistMissingInfoTitle, MSG.checklistNameRequired);
      return;
    }
    save.mutate(
      { namechecklist: name },
      {
        onSuccess: () => {
          notify.success(MSG.checklistNameSaved);
          onDone?.();
        },
        onError: (e) => notify.failure(e, MSG.saveErrorTitle),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {current === null && <Text size="sm">{MSG.configChecklistNoName}</Text>}
        <Group align="flex-end" gap="sm">
          <TextInput
            label={MSG.configChecklistNameLabel}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={150}
            withAsterisk
            flex={1}
            miw={240}
          />
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {current === null ? MSG.configChecklistCreate : MSG.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
