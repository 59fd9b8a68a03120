import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MSG, type TCatalogueEvent, type TConfiguredEvent, TRIP_START_EVENT_ID } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { deleteMassEvent, useDeleteConfiguration } from '../api/delete-configuration';
import { useSaveMassEvents } from '../api/save-mass-events';
import { confirmDelete } from './confirm-delete';
import { applyPicked, resequence, rowProblem, toInput } from './event-rows';
import { EventsTable } from './events-table';
import { PickEventsDialog } from './pick-events-dialog';

interface MassEventsDialogProps {
  offered: TCatalogueEvent[];
  initial: TConfiguredEvent[];
  onClose: () => void;
}

/** 'Configuración masiva para generadores' (spec §2.8): applies to every generator × type without its own. */
export function MassEventsDialog({ offered, initial, onClose }: MassEventsDialogProps) {
  const start = offered.filter((e) => e.id_events === TRIP_START_EVENT_ID);
  const [events, setEvents] = useState<TConfiguredEvent[]>(
    initial.length ? initial : applyPicked([], start, 0),
  );
  const [picking, setPicking] = useState(false);
  const save = useSaveMassEvents();
  const remove = useDeleteConfiguration(deleteMassEvent);

  const deleteRow = (event: TConfiguredEvent) => {
    const without = () =>
      setEvents((list) => resequence(list.filter((e) => e.id_events !== event.id_events)));
    if (event.id === 0) return without();
    confirmDelete(MSG.configMassEventDeleteConfirm, () =>
      remove.mutate(
        { id_event: event.id },
        {
          onSuccess: () => {
            without();
            notify.success(MSG.deletedTitle, MSG.deletedText);
          },
          onError: (e) => notify.failure(e, MSG.saveErrorTitle),
        },
      ),
    );
  };

  const submit = () => {
    const problem = events.map(rowProblem).find(Boolean);
    if (problem) return notify.error(MSG.saveErrorTitle, problem);
    save.mutate(
      { eventos: events.map(toInput) },
      {
        onSuccess: (response) => {
          // The new defaults come back with their ids (spec §4).
          setEvents(response.data);
          notify.success(MSG.createdTitle, response.message);
        },
        onError: (e) => notify.failure(e, MSG.saveErrorTitle),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={MSG.eventsMassConfigTitle}
      size={900}
      closeButtonProps={{ 'aria-label': MSG.close }}
    >
      <Stack gap="md">
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setPicking(true)}
          >
            {MSG.configCreate}
          </Button>
        </Group>
        <EventsTable
          label={MSG.eventsMassConfigTitle}
          events={events}
          editable
          onChange={(list) => setEvents(resequence(list))}
          onDelete={deleteRow}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {MSG.save}
          </Button>
        </Group>
      </Stack>
      {picking && (
        <PickEventsDialog
          offered={offered}
          chosen={events.map((e) => e.id_events)}
          onClose={() => setPicking(false)}
          onDone={(picked) => {
            setEvents(applyPicked(events, picked, 0));
            setPicking(false);
          }}
        />
      )}
    </Modal>
  );
}
