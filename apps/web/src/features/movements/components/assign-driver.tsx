import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG, type TMovementDetail } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useAssignMovementDriver } from '../api/assign-movement-driver';
import { useDriverOptions } from '../api/find-driver-options';

/** A finished trip keeps its driver (the server answers 409): no button to offer. */
const FINISHED = new Set(['entregado', 'con_novedad']);

/**
 * 'Cambiar conductor' in the movement detail (role 5): pick one of the company's drivers, searched by the
 * server, then confirm the change naming from → to (issue 22 item 4).
 */
export function AssignDriver({ movement }: { movement: TMovementDetail }) {
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [search, setSearch] = useState('');
  const current = String(movement.conductor.id);
  const currentLabel = `${movement.conductor.nombre} · ${movement.conductor.documento}`;
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // The select writes the chosen driver's label into its search box: that is not a search (issue 22
  // item 14 — it opened filtered to the current driver).
  const selectedLabel = chosen?.label ?? currentLabel;
  const [q] = useDebouncedValue(search === selectedLabel ? '' : search.trim(), 300);
  const options = useDriverOptions(q, opened);
  const assign = useAssignMovementDriver();

  const data = (options.data?.data ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.nombre} · ${d.documento}`,
  }));
  for (const known of [{ value: current, label: currentLabel }, chosen]) {
    if (known && !data.some((d) => d.value === known.value)) data.unshift(known);
  }

  if (FINISHED.has(movement.estado.code)) return null;

  const close = () => {
    setOpened(false);
    setConfirming(false);
    setChosen(null);
    setSearch('');
  };
  const save = () => {
    if (!chosen) return;
    assign.mutate(
      { movementId: movement.id, driverId: Number(chosen.value) },
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
      <Modal
        opened={opened}
        onClose={close}
        title={confirming ? MSG.driverChangeConfirmTitle : MSG.driverAssignTitle}
      >
        {confirming && chosen ? (
          <Stack gap="md">
            <Text size="sm">
              {MSG.driverChangeFrom}: <strong>{currentLabel}</strong>
            </Text>
            <Text size="sm">
              {MSG.driverChangeTo}: <strong>{chosen.label}</strong>
            </Text>
            <Alert color="yellow" variant="light">
              {MSG.driverChangeNote}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {MSG.driverChangeBack}
              </Button>
              <Button onClick={save} loading={assign.isPending} data-autofocus>
                {MSG.driverChangeConfirm}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Select
              label={MSG.driverAssignLabel}
              placeholder={MSG.driverAssignPlaceholder}
              data={data}
              value={chosen?.value ?? current}
              onChange={(value, option) => setChosen(value && option ? { value, label: option.label } : null)}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              // The server already filtered by the text (accents and case folded): show its answer as is.
              filter={({ options: all }) => all}
              nothingFoundMessage={options.isFetching ? MSG.loading : MSG.driversNoMatch}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {MSG.cancel}
              </Button>
              <Button onClick={() => setConfirming(true)} disabled={!chosen || chosen.value === current}>
                {MSG.driverAssign}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
