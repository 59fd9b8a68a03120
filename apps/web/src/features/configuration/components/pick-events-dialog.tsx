import { Button, Checkbox, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { MSG, type TCatalogueEvent, TRIP_START_EVENT_ID } from '@trazo/shared';
import { useState } from 'react';

interface PickEventsDialogProps {
  offered: TCatalogueEvent[];
  chosen: number[];
  /** 'Listo masivo' applies the choice to every unsaved dispatch type (spec §4); absent when none is unsaved. */
  onDoneMass?: (picked: TCatalogueEvent[]) => void;
  onDone: (picked: TCatalogueEvent[]) => void;
  onClose: () => void;
}

/** spec §2.8 'pick events': INICIAR VIAJE is always checked and cannot be unchecked. */
export function PickEventsDialog({ offered, chosen, onDone, onDoneMass, onClose }: PickEventsDialogProps) {
  const [ids, setIds] = useState<string[]>([...new Set([TRIP_START_EVENT_ID, ...chosen])].map(String));
  const picked = () => offered.filter((e) => ids.includes(String(e.id_events)));
  return (
    <Modal opened onClose={onClose} title={MSG.configPickEventsTitle} zIndex={400}>
      <Stack gap="md">
        <ScrollArea.Autosize mah={360}>
          <Checkbox.Group
            value={ids}
            onChange={(v) => setIds([...new Set([String(TRIP_START_EVENT_ID), ...v])])}
          >
            <Stack gap={6}>
              {offered.map((e) => (
                <Checkbox
                  key={e.id_events}
                  value={String(e.id_events)}
                  label={e.event}
                  disabled={e.id_events === TRIP_START_EVENT_ID}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          {onDoneMass && (
            <Button variant="light" onClick={() => onDoneMass(picked())}>
              {MSG.configDoneMass}
            </Button>
          )}
          <Button onClick={() => onDone(picked())}>{MSG.configDone}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
