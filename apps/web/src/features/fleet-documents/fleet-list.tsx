import 'mantine-datatable/styles.css';
import { Button, Drawer, Group, Menu, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconFileSpreadsheet, IconPlus, IconSearch } from '@tabler/icons-react';
import {
  FLEET_DOCUMENT_LABELS,
  FLEET_FILTER_STATE_LABELS,
  FLEET_FILTER_STATES,
  MSG,
  type TFleetDriver,
  type TFleetFilterState,
  type TFleetVehicle,
} from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../components/data-table-texts';
import { veilsRows } from '../../lib/list-veil';
import { notify } from '../../lib/notify';
import { type FleetHolder, useExportFleet, useFleetList } from './api/fleet-api';
import { DocumentEditor } from './components/document-editor';
import { DocumentStateBadge } from './components/document-state-badge';
import { DriverForm, VehicleForm } from './components/holder-form';

const PER_PAGE = 15;
type Row = TFleetVehicle | TFleetDriver;
const isVehicle = (row: Row): row is TFleetVehicle => 'placa' in row;

const isFilterState = (v: string | null): v is TFleetFilterState =>
  (FLEET_FILTER_STATES as readonly string[]).includes(v ?? '');

/**
 * Vehicles or drivers with each document's state: search, state filter, export, edit in a drawer. The
 * filter starts from the address's `?estado=` (Inicio's 'documentos por vencer' opens it so).
 */
export function FleetList({ base, holder }: { base: string; holder: FleetHolder }) {
  const [params] = useSearchParams();
  const fromUrl = params.get('estado');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [estado, setEstado] = useState<TFleetFilterState | ''>(isFilterState(fromUrl) ? fromUrl : '');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useFleetList<Row>(base, holder, { page, per_page: PER_PAGE, q: debounced, estado });
  const title = holder === 'vehiculos' ? MSG.fleetVehiclesTitle : MSG.fleetDriversTitle;
  const exporter = useExportFleet(base, holder, title);
  const row = typeof editing === 'number' ? list.data?.data.find((r) => r.id === editing) : undefined;
  const nameOf = (r: Row) => (isVehicle(r) ? r.placa : r.nombre);

  const columns: DataTableColumn<Row>[] =
    holder === 'vehiculos'
      ? [
          { accessor: 'placa', title: MSG.fleetPlaca, render: (r) => (isVehicle(r) ? r.placa : '') },
          { accessor: 'clase', title: MSG.fleetClase },
          { accessor: 'numeroInterno', title: MSG.fleetNumeroInterno },
          {
            accessor: 'marca',
            title: `${MSG.fleetMarca} / ${MSG.fleetModelo}`,
            render: (r) => (isVehicle(r) ? `${r.marca} ${r.modelo}`.trim() : ''),
          },
        ]
      : [
          { accessor: 'documento', title: MSG.driverDocument },
          { accessor: 'nombre', title: MSG.fleetDriverName },
        ];
  columns.push({
    accessor: 'documents',
    title: MSG.fleetDocuments,
    render: (r) => (
      <Group gap={4}>
        {r.documents.map((d) => (
          <DocumentStateBadge
            key={d.kind}
            state={d.state}
            label={FLEET_DOCUMENT_LABELS[d.kind].split(' ')[0]}
          />
        ))}
      </Group>
    ),
  });
  columns.push({
    accessor: 'actions',
    title: MSG.espActions,
    textAlign: 'right',
    render: (r) => (
      <Button
        size="xs"
        variant="light"
        onClick={() => setEditing(r.id)}
        aria-label={`${MSG.fleetDocuments} ${nameOf(r)}`}
      >
        {MSG.fleetDocuments}
      </Button>
    ),
  });

  const download = (format: 'xlsx' | 'csv') =>
    exporter.mutate({ format, q: debounced, estado }, { onError: (e) => notify.failure(e, MSG.espExport) });
  const created = (id: number, name: string) => {
    setQ(name);
    setPage(1);
    setEditing(id);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <TextInput
            aria-label={MSG.espSearch}
            placeholder={MSG.espSearch}
            leftSection={<IconSearch size={16} />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            aria-label={MSG.fleetStateFilter}
            placeholder={MSG.fleetStateFilter}
            clearable
            value={estado || null}
            onChange={(v) => {
              setEstado(isFilterState(v) ? v : '');
              setPage(1);
            }}
            data={FLEET_FILTER_STATES.map((s) => ({ value: s, label: FLEET_FILTER_STATE_LABELS[s] }))}
          />
        </Group>
        <Group gap="sm">
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporter.isPending}>
                {MSG.espExport}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => download('xlsx')}>
                {MSG.espExportXlsx}
              </Menu.Item>
              <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => download('csv')}>
                {MSG.espExportCsv}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {holder === 'vehiculos' ? MSG.fleetNewVehicle : MSG.fleetNewDriver}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <DataTable<Row>
          records={list.data?.data ?? []}
          columns={columns}
          idAccessor="id"
          fetching={veilsRows(list)}
          aria-busy={list.isFetching}
          loadingText={MSG.loading}
          minHeight={list.data?.data.length ? undefined : 200}
          noRecordsText={list.error?.message ?? MSG.espEmpty}
          verticalAlign="center"
          striped
          highlightOnHover
          totalRecords={list.data?.total ?? 0}
          page={page}
          onPageChange={setPage}
          recordsPerPage={PER_PAGE}
          paginationText={paginationText}
          getPaginationControlProps={paginationControlProps}
          getPaginationItemProps={paginationItemProps}
        />
      </Paper>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="xl"
        title={
          <Text fw={600}>
            {row
              ? `${MSG.fleetDocuments} ${nameOf(row)}`
              : holder === 'vehiculos'
                ? MSG.fleetNewVehicle
                : MSG.fleetNewDriver}
          </Text>
        }
      >
        <Stack gap="md">
          {holder === 'vehiculos' && (editing === 'new' || (row && isVehicle(row))) && (
            <VehicleForm
              key={row?.id ?? 'new'}
              base={base}
              row={row && isVehicle(row) ? row : null}
              onSaved={(id, placa) => editing === 'new' && created(id, placa)}
            />
          )}
          {holder === 'conductores' && editing === 'new' && <DriverForm base={base} onSaved={created} />}
          {row?.documents.map((doc) => (
            <DocumentEditor
              key={`${row.id}-${doc.kind}-${doc.expiresOn}-${doc.number}`}
              base={base}
              holder={holder}
              holderId={row.id}
              doc={doc}
            />
          ))}
        </Stack>
      </Drawer>
    </Stack>
  );
}
