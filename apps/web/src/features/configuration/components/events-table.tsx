import { ActionIcon, Checkbox, NumberInput, Table, Text, Tooltip } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { MSG, type TConfiguredEvent, TRIP_START_EVENT_ID } from '@trazo/shared';
import { useState } from 'react';
import { canMove, moveRow } from './event-rows';
import { OrderCell } from './order-cell';

interface EventsTableProps {
  events: TConfiguredEvent[];
  editable: boolean;
  onChange: (events: TConfiguredEvent[]) => void;
  onDelete: (event: TConfiguredEvent) => void;
  label: string;
}

type NumberField = 'photo_numbers' | 'photo_required' | 'time';

/** The events of one configuration with their photos, time and confirmation (spec §3 configured event). */
export function EventsTable({ events, editable, onChange, onDelete, label }: EventsTableProps) {
  const update = (index: number, patch: Partial<TConfiguredEvent>) =>
    onChange(events.map((e, i) => (i === index ? { ...e, ...patch } : e)));
  // The row being dragged (issue 22 item 6): native drag and drop, with the arrows for the keyboard.
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (canMove(events, from, to)) onChange(moveRow(events, from, to));
  };
  const numberCell = (e: TConfiguredEvent, index: number, field: NumberField, title: string) => (
    <NumberInput
      size="xs"
      w={80}
      min={0}
      max={100}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      aria-label={`${title} ${e.event}`}
      value={e[field]}
      disabled={!editable}
      onChange={(v) => update(index, { [field]: typeof v === 'number' ? v : Number.NaN })}
      error={field === 'photo_required' && e.photo_required > e.photo_numbers}
    />
  );

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{MSG.configSequence}</Table.Th>
            <Table.Th>{MSG.configEventColumn}</Table.Th>
            <Table.Th>{MSG.configPhotos}</Table.Th>
            <Table.Th>{MSG.configPhotosRequired}</Table.Th>
            <Table.Th>{MSG.configTimeMinutes}</Table.Th>
            <Table.Th>{MSG.configConfirmation}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e, index) => {
            const isStart = e.id_events === TRIP_START_EVENT_ID;
            return (
              <Table.Tr
                key={e.id_events}
                data-testid={`event-row-${e.id_events}`}
                draggable={editable && !isStart}
                onDragStart={(ev) => {
                  setDragged(index);
                  ev.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(ev) => {
                  if (dragged !== null && canMove(events, dragged, index)) ev.preventDefault();
                }}
                onDrop={(ev) => {
                  ev.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
                style={editable && !isStart ? { cursor: 'grab' } : undefined}
              >
                <Table.Td>
                  <OrderCell
                    event={e}
                    editable={editable && !isStart}
                    canUp={canMove(events, index, index - 1)}
                    canDown={canMove(events, index, index + 1)}
                    onUp={() => move(index, index - 1)}
                    onDown={() => move(index, index + 1)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={isStart ? 600 : undefined}>
                    {e.event}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {e.id === 0 ? MSG.eventsUnsaved : MSG.eventsSaved}
                  </Text>
                </Table.Td>
                <Table.Td>{numberCell(e, index, 'photo_numbers', MSG.configPhotos)}</Table.Td>
                <Table.Td>{numberCell(e, index, 'photo_required', MSG.configPhotosRequired)}</Table.Td>
                <Table.Td>{numberCell(e, index, 'time', MSG.configTimeMinutes)}</Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${MSG.configConfirmation} ${e.event}`}
                    checked={e.confirmation}
                    disabled={!editable}
                    onChange={(ev) => update(index, { confirmation: ev.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  {isStart ? (
                    <Tooltip label={MSG.configTripStartUndeletable}>
                      <IconLock size={16} aria-label={MSG.configTripStartUndeletable} />
                    </Tooltip>
                  ) : (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${MSG.configDeleteEvent} ${e.event}`}
                      disabled={!editable}
                      onClick={() => onDelete(e)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
