import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { MSG, type TConfiguredEvent, type TTypeRecord } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { deleteDispatchType, deleteEvent, useDeleteConfiguration } from '../api/delete-configuration';
import { useSaveEvents } from '../api/save-events';
import { confirmDelete } from './confirm-delete';
import { applyPicked, resequence, rowProblem, toInput } from './event-rows';
import { EventsTable } from './events-table';
import { PickEventsDialog } from './pick-events-dialog';

interface TypeEventsDialogProps {
  generator: { nit: string; name: string };
  initial: TTypeRecord[];
  onPrevious: () => void;
  onSaved: () => void;
  onClose: () => void;
}

/** spec §2.8 second dialog: one table of events per dispatch type (Crear, Confirmar, Editar, delete; Anterior, Guardar). */
export function TypeEventsDialog({
  generator,
  initial,
  onPrevious,
  onSaved,
  onClose,
}: TypeEventsDialogProps) {
  const [records, setRecords] = useState<TTypeRecord[]>(initial);
  const [picking, setPicking] = useState<number | null>(null);
  const save = useSaveEvents();
  const removeType = useDeleteConfiguration(deleteDispatchType);
  const removeEvent = useDeleteConfiguration(deleteEvent);
  const hasUnsaved = records.some((r) => r.estado_tipo_despacho === 0);

  const patch = (typeId: number, change: Partial<TTypeRecord>) =>
    setRecords((list) => list.map((r) => (r.idtipo_despachos === typeId ? { ...r, ...change } : r)));
  const setEvents = (typeId: number, eventos: TConfiguredEvent[]) =>
    patch(typeId, { eventos: resequence(eventos), contain: eventos.length > 0 });

  const deleteRow = (record: TTypeRecord, event: TConfiguredEvent) => {
    const without = () =>
      setEvents(
        record.idtipo_despachos,
        record.eventos.filter((e) => e.id_events !== event.id_events),
      );
    // Unsaved rows go without asking (spec §4).
    if (event.id === 0) return without();
    confirmDelete(MSG.eventsDeleteConfirm, () =>
      removeEvent.mutate(
        { id_event: event.id, nit_generador: generator.nit },
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

  const deleteType = (record: TTypeRecord) => {
    const without = () =>
      setRecords((list) => list.filter((r) => r.idtipo_despachos !== record.idtipo_despachos));
    if (record.estado_tipo_despacho === 0) return without();
    confirmDelete(MSG.configDispatchTypeDeleteConfirm, () =>
      removeType.mutate(
        { types_dispatches_clients_id: record.types_dispatches_clients_id, nit_generador: generator.nit },
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
    const problem = records
      .flatMap((r) => r.eventos)
      .map(rowProblem)
      .find(Boolean);
    if (problem) return notify.error(MSG.saveErrorTitle, problem);
    if (records.length === 0) return onClose();
    save.mutate(
      {
        nit_generador: generator.nit,
        eventos: records.map((r) => ({
          idtipo_despachos: r.idtipo_despachos,
          eventos: r.eventos.map(toInput),
        })),
      },
      {
        onSuccess: (response) => {
          notify.success(MSG.createdTitle, response.message);
          onSaved();
        },
        onError: (e) => notify.failure(e, MSG.saveErrorTitle),
      },
    );
  };

  const pickingRecord = records.find((r) => r.idtipo_despachos === picking);
  return (
    <Modal opened onClose={onClose} title={`${MSG.configTypeEventsTitle} — ${generator.name}`} size={980}>
      <Stack gap="md">
        {records.map((record) => (
          <Paper
            key={record.idtipo_despachos}
            withBorder
            p="sm"
            radius="md"
            data-testid={`type-${record.tipo_despacho}`}
          >
            <Group justify="space-between" mb="xs">
              <Group gap="xs">
                <Title order={4} fz="md">
                  {record.tipo_despacho}
                </Title>
                <Badge color={record.estado_tipo_despacho ? 'teal' : 'gray'} variant="light">
                  {record.estado_tipo_despacho ? MSG.eventsSaved : MSG.eventsUnsaved}
                </Badge>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  disabled={!record.editable}
                  onClick={() => setPicking(record.idtipo_despachos)}
                >
                  {MSG.configCreate}
                </Button>
                {record.editable ? (
                  <Button
                    size="xs"
                    variant="light"
                    color="teal"
                    leftSection={<IconCheck size={14} />}
                    onClick={() => patch(record.idtipo_despachos, { editable: false })}
                  >
                    {MSG.configConfirm}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEdit size={14} />}
                    onClick={() => patch(record.idtipo_despachos, { editable: true })}
                  >
                    {MSG.configEdit}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`${MSG.configDeleteType} ${record.tipo_despacho}`}
                  onClick={() => deleteType(record)}
                >
                  <IconTrash size={14} />
                </Button>
              </Group>
            </Group>
            <EventsTable
              label={record.tipo_despacho}
              events={record.eventos}
              editable={record.editable}
              onChange={(eventos) => setEvents(record.idtipo_despachos, eventos)}
              onDelete={(e) => deleteRow(record, e)}
            />
          </Paper>
        ))}
        {records.length === 0 && <Text size="sm">{MSG.configDispatchTypesRequired}</Text>}
        <Group justify="space-between">
          <Button variant="default" onClick={onPrevious}>
            {MSG.configPrevious}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {MSG.save}
          </Button>
        </Group>
      </Stack>
      {pickingRecord && (
        <PickEventsDialog
          offered={pickingRecord.todos_eventos}
          chosen={pickingRecord.eventos.map((e) => e.id_events)}
          onClose={() => setPicking(null)}
          onDone={(picked) => {
            setEvents(
              pickingRecord.idtipo_despachos,
              applyPicked(pickingRecord.eventos, picked, pickingRecord.types_dispatches_clients_id),
            );
            setPicking(null);
          }}
          onDoneMass={
            hasUnsaved
              ? (picked) => {
                  setRecords((list) =>
                    list.map((r) =>
                      r.estado_tipo_despacho === 0 || r.idtipo_despachos === pickingRecord.idtipo_despachos
                        ? { ...r, eventos: applyPicked(r.eventos, picked, r.types_dispatches_clients_id) }
                        : r,
                    ),
                  );
                  setPicking(null);
                }
              : undefined
          }
        />
      )}
    </Modal>
  );
}
