import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { TRoleOption, TSessionResponse } from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSelectRole } from '../api/select-role';

interface RoleDialogProps {
  opened: boolean;
  options: TRoleOption[];
  /** Called with the session the server answers once the role is chosen. */
  onSelected: (session: TSessionResponse) => void;
  /** Only the role switcher offers a way out; after login the choice is required (spec §2.2). */
  onCancel?: () => void;
}

function optionLabel(option: TRoleOption): string {
  return option.name_customer ? `${option.description} — ${option.name_customer}` : option.description;
}

/** spec §2.2 / §2.7: roles by description (and customer), button 'Ir al panel'; cannot be dismissed. */
export function RoleDialog({ opened, options, onSelected, onCancel }: RoleDialogProps) {
  const [value, setValue] = useState<string | null>(null);
  const selectRole = useSelectRole();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) {
      notify.error(MSG.roleRequiredTitle, MSG.roleRequiredText);
      return;
    }
    selectRole.mutate(
      { id_usuario_rol: Number(value) },
      {
        onSuccess: onSelected,
        onError: (error) => notify.failure(error),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={() => onCancel?.()}
      title={MSG.roleDialogTitle}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="30vw"
      styles={{ content: { minWidth: 'min(400px, calc(100vw - 2rem))' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {MSG.roleDialogText}
          </Text>
          <Select
            label={MSG.roleLabel}
            placeholder={MSG.rolePlaceholder}
            data={options.map((option) => ({
              value: String(option.id_usuario_rol),
              label: optionLabel(option),
            }))}
            value={value}
            onChange={setValue}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={selectRole.isPending}>
                {MSG.cancel}
              </Button>
            )}
            <Button type="submit" loading={selectRole.isPending}>
              {MSG.goToPanel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
