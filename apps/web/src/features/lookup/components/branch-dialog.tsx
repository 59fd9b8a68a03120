import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { MSG, type TBranch } from '@trazo/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';

interface BranchDialogProps {
  opened: boolean;
  branches: TBranch[];
  onSelected: (branch: TBranch) => void;
}

/** spec §2.6 / §5: several branches → a choice is required; the dialog cannot be dismissed. */
export function BranchDialog({ opened, branches, onSelected }: BranchDialogProps) {
  const [value, setValue] = useState<string | null>(null);

  useEffect(() => {
    if (opened) setValue(null);
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const branch = branches.find((b) => String(b.id) === value);
    if (!branch) {
      notify.error(MSG.lookupBranchRequired);
      return;
    }
    onSelected(branch);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={MSG.lookupBranchDialogTitle}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size={450}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {MSG.lookupBranchDialogText}
          </Text>
          <Select
            label={MSG.mvBranch}
            placeholder={MSG.lookupBranchPlaceholder}
            data={branches.map((b) => ({ value: String(b.id), label: b.nombre }))}
            value={value}
            onChange={setValue}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button type="submit">{MSG.lookupContinue}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
