import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MSG, REJECTION_REASON_LIMITS } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useRejectionReasons } from '../api/rejection-reasons';
import { useSaveRejectionReason } from '../api/save-rejection-reason';

/** The delivery-rejection reasons drivers choose from (issue 10 item 5): add, activate, deactivate. */
export function RejectionReasonsCard() {
  const reasons = useRejectionReasons();
  const save = useSaveRejectionReason();
  const [name, setName] = useState('');
  const done = {
    onSuccess: () => notify.success(MSG.rejectionReasonSaved),
    onError: (error: unknown) => notify.failure(error, MSG.saveErrorTitle),
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: null, form: { nombre: name } },
      {
        ...done,
        onSuccess: () => {
          setName('');
          done.onSuccess();
        },
      },
    );
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {MSG.rejectionReasonsTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {MSG.rejectionReasonsIntro}
          </Text>
        </div>
        <form onSubmit={add} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={MSG.rejectionReasonNew}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={REJECTION_REASON_LIMITS.nameMax}
              w={{ base: '100%', sm: 360 }}
            />
            <Button
              type="submit"
              leftSection={<IconPlus size={16} />}
              disabled={name.trim() === ''}
              loading={save.isPending}
            >
              {MSG.rejectionReasonAdd}
            </Button>
          </Group>
        </form>
        <Stack gap={6}>
          {(reasons.data?.data ?? []).map((reason) => (
            <Switch
              key={reason.id}
              label={reason.nombre}
              checked={reason.activo}
              aria-label={`${MSG.rejectionReasonActive}: ${reason.nombre}`}
              onChange={(e) =>
                save.mutate(
                  { id: reason.id, form: { nombre: reason.nombre, activo: e.currentTarget.checked } },
                  done,
                )
              }
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
