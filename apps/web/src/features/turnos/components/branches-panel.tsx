import 'mantine-datatable/styles.css';
import { Button, Group, Modal, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { MSG, type TBranchLocationForm, type TTurnBranch } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { LIST_TABLE } from '../../../components/list-table';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSaveBranchLocation, useTurnQueue } from '../api/turnos-api';

const point = (b: TTurnBranch) =>
  b.latitud === null || b.longitud === null
    ? MSG.turnsBranchNoPoint
    : `${b.latitud.toFixed(5)}, ${b.longitud.toFixed(5)}${b.radioM ? ` · ${b.radioM} m` : ''}`;

/** Where each branch's yard is (issue 27 §1): 'Enturnarme' checks the driver's position against it. */
export function BranchesPanel() {
  const can = useCan();
  const branches = useTurnQueue({}).data?.sucursales ?? [];
  const [editing, setEditing] = useState<TTurnBranch | null>(null);
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {MSG.turnsBranchesTitle}
      </Title>
      <Text c="dimmed" size="sm">
        {MSG.turnsBranchesIntro}
      </Text>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <DataTable<TTurnBranch>
          {...LIST_TABLE}
          aria-label={MSG.turnsBranchesTitle}
          records={branches}
          minHeight={branches.length ? undefined : 120}
          columns={[
            { accessor: 'nombre', title: MSG.turnsBranch },
            { accessor: 'municipio', title: MSG.turnsBranchMunicipality },
            { accessor: 'latitud', title: MSG.turnsBranchPoint, render: point },
            {
              accessor: 'id',
              title: '',
              textAlign: 'right',
              render: (b) =>
                can('turnos.administrar') && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconMapPin size={14} />}
                    aria-label={`${MSG.turnsBranchEdit} ${b.nombre}`}
                    onClick={() => setEditing(b)}
                  >
                    {MSG.turnsBranchEdit}
                  </Button>
                ),
            },
          ]}
        />
      </Paper>
      {editing && <BranchModal branch={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function BranchModal({ branch, onClose }: { branch: TTurnBranch; onClose: () => void }) {
  const save = useSaveBranchLocation();
  const [form, setForm] = useState<TBranchLocationForm>({
    municipio: branch.municipio,
    latitud: branch.latitud,
    longitud: branch.longitud,
    radioM: branch.radioM,
  });
  const errors = fieldErrorsOf(save.error);
  const number = (v: string | number) => (v === '' ? null : Number(v));
  return (
    <Modal opened onClose={onClose} title={`${MSG.turnsBranchEdit} · ${branch.nombre}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { id: branch.id, ...form },
            {
              onSuccess: () => {
                notify.success(MSG.turnsBranchSaved);
                onClose();
              },
              onError: (error) => notify.failure(error, MSG.turnsBranchEdit),
            },
          );
        }}
      >
        <Stack>
          <TextInput
            label={MSG.turnsBranchMunicipality}
            value={form.municipio ?? ''}
            error={errors.municipio}
            onChange={(e) => setForm({ ...form, municipio: e.currentTarget.value })}
          />
          <Group grow>
            <NumberInput
              label={MSG.turnsBranchLatitude}
              decimalScale={6}
              decimalSeparator=","
              value={form.latitud ?? ''}
              error={errors.latitud}
              onChange={(v) => setForm({ ...form, latitud: number(v) })}
            />
            <NumberInput
              label={MSG.turnsBranchLongitude}
              decimalScale={6}
              decimalSeparator=","
              allowNegative
              value={form.longitud ?? ''}
              error={errors.longitud}
              onChange={(v) => setForm({ ...form, longitud: number(v) })}
            />
          </Group>
          <NumberInput
            label={MSG.turnsBranchRadius}
            allowDecimal={false}
            value={form.radioM ?? ''}
            error={errors.radioM}
            onChange={(v) => setForm({ ...form, radioM: number(v) })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {MSG.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
