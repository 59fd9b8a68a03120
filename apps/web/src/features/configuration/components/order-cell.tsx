import { ActionIcon, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { MSG, type TConfiguredEvent } from '@trazo/shared';

interface OrderCellProps {
  event: TConfiguredEvent;
  editable: boolean;
  canUp: boolean;
  canDown: boolean;
  onUp: () => void;
  onDown: () => void;
}

/** A configured event's place in the plan, with arrows to move it (the keyboard's way; rows also drag). */
export function OrderCell({ event, editable, canUp, canDown, onUp, onDown }: OrderCellProps) {
  return (
    <Group gap={2} wrap="nowrap">
      {editable && <IconGripVertical size={14} aria-label={MSG.configDragToOrder} color="gray" />}
      <Text size="sm" w={20} ta="center">
        {event.sequence}
      </Text>
      {editable && (
        <>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`${MSG.configMoveUp} ${event.event}`}
            disabled={!canUp}
            onClick={onUp}
          >
            <IconArrowUp size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`${MSG.configMoveDown} ${event.event}`}
            disabled={!canDown}
            onClick={onDown}
          >
            <IconArrowDown size={14} />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}
