import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG, type TMovementDetail } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useAssignMovementDriver } from '../api/assign-movement-driver';
import { useDriverOptions } from '../api/find-driver-options';

/** 'Cambiar conductor' in the movement detail (role 5): pick one of the company's drivers, searched by the server. */
export function AssignDriver({ movement }: { movement: TMovementDetail }) {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(String(movement.conductor.id));
  const [q] = useDebouncedValue(search, 300);
  const options = useDriverOptions(q.trim(), opened);
  const assign = useAssignMovementDriver();

  const data = (options.data?.data ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.nombre} · ${d.documento}`,
  }));
  const current = String(movement.conductor.id);
  if (!data.some((d) => d.value === current)) {
    data.unshift({ value: current, label: `${movement.conductor.nombre} · ${movement.conductor.documento}` });
  }

  const close = () => {
    setOpened(false);
    setSearch('');
  };
  const save = () => {
    if (!chosen) return;
    assign.mutate(
      { movementId: movement.id, driverId: Number(chosen) },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          close();
        },
        onError: (e) => notify.failure(e, MSG.saveErrorTitle),
      },
    );
  };

  return (
    <>
      <Button size="compact-sm" variant="light" mt={4} onClick={() => setOpened(true)}>
        {MSG.driverChange}
      </Button>
      <Modal opened={opened} onClose={close} title={MSG.driverAssignTitle}>
        <Stack gap="md">
          <Select
            label={MSG.driverAssignLabel}
            placeholder={MSG.driverAssignPlaceholder}
            data={data}
            value={chosen}
            onChange={setChosen}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            // The server already filtered by the text (accents and case folded): show its answer as is.
            filter={({ options: all }) => all}
            nothingFoundMessage={MSG.driversNoMatch}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MSG.cancel}
            </Button>
            <Button onClick={save} loading={assign.isPending} disabled={!chosen || chosen === current}>
              {MSG.driverAssign}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
