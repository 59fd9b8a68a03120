import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { MSG, type TLogisticEvent, TRIP_START_EVENT_ID, ZLogisticEventForm } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSaveLogisticEvent } from '../api/logistic-events';

/** Create or edit an event of the company's catalogue (code, name, active). */
export function LogisticEventForm({ event, onClose }: { event: TLogisticEvent | null; onClose: () => void }) {
  const [code, setCode] = useState(event?.code ?? '');
  const [name, setName] = useState(event?.event ?? '');
  const [active, setActive] = useState(event?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveLogisticEvent();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZLogisticEventForm.safeParse({ code, event: name, active });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    save.mutate(
      { id: event?.id_events ?? null, form: parsed.data },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          onClose();
        },
        onError: (error) => notify.failure(error, MSG.saveErrorTitle),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={event ? MSG.configEditEvent : MSG.configNewEvent}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={MSG.configEventCode}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={errors.code}
            maxLength={20}
            withAsterisk
          />
          <TextInput
            label={MSG.configEventName}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.event}
            maxLength={80}
            withAsterisk
          />
          <Switch
            label={MSG.configEventActive}
            checked={active}
            disabled={event?.id_events === TRIP_START_EVENT_ID}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MSG.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {MSG.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
