import 'mantine-datatable/styles.css';
import {
  ActionIcon,
  Badge,
  Button,
  Drawer,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDownload,
  IconEdit,
  IconFileSpreadsheet,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconSearch,
  IconUpload,
} from '@tabler/icons-react';
import { MSG, type TMasterState } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { veilsRows } from '../../lib/list-veil';
import { notify } from '../../lib/notify';
import { paginationControlProps, paginationItemProps, paginationText } from '../data-table-texts';
import { MasterImport } from './master-import';
import { useExportMaster, useMasterList, useSetMasterActive } from './use-master-api';

const PER_PAGE = 15;

export interface MasterRow {
  id: number;
  active: boolean;
}

export interface MasterPageProps<R extends MasterRow> {
  title: string;
  intro: string;
  /** The master's API path, e.g. '/especiales/centros-costos'. */
  path: string;
  /** 'centro de costos': the drawer's title and the buttons' accessible names. */
  noun: string;
  columns: DataTableColumn<R>[];
  /** How a row is named in its buttons' accessible names ("Editar ADM-01"). */
  rowName: (row: R) => string;
  /** The create/edit form, shown in a drawer; `close` after a save. */
  renderForm: (row: R | null, close: () => void) => ReactNode;
  /** Offer the spreadsheet import (the API has the master's import routes). */
  hasImport?: boolean;
}

/**
 * The one page of every master or catalogue (STYLE rule 15): search without accents, state filter, SQL
 * pagination, create and edit in a drawer, deactivate/activate (never delete), xlsx/csv export of the
 * filtered list and, when offered, the spreadsheet import. The feature gives the columns and the form.
 */
export function MasterPage<R extends MasterRow>(props: MasterPageProps<R>) {
  const { path, noun } = props;
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [estado, setEstado] = useState<TMasterState>('activos');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useMasterList<R>(path, { page, per_page: PER_PAGE, q: debounced, estado });
  const setActive = useSetMasterActive<R>(path);
  const exporter = useExportMaster(path, props.title);
  const close = () => setEditing(null);

  const toggle = (row: R) =>
    setActive.mutate(
      { id: row.id, active: !row.active },
      {
        onSuccess: () =>
          notify.success(row.active ? MSG.espDeactivated : MSG.espActivated, props.rowName(row)),
        onError: (error) => notify.failure(error, MSG.saveErrorTitle),
      },
    );

  const actions: DataTableColumn<R> = {
    accessor: 'actions',
    title: MSG.espActions,
    textAlign: 'right',
    width: 110,
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Tooltip label={MSG.espEdit}>
          <ActionIcon
            variant="subtle"
            aria-label={`${MSG.espEdit} ${props.rowName(row)}`}
            onClick={() => setEditing(row)}
          >
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={row.active ? MSG.espDeactivate : MSG.espActivate}>
          <ActionIcon
            variant="subtle"
            color={row.active ? 'orange' : 'teal'}
            aria-label={`${row.active ? MSG.espDeactivate : MSG.espActivate} ${props.rowName(row)}`}
            onClick={() => toggle(row)}
            loading={setActive.isPending && setActive.variables?.id === row.id}
          >
            {row.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  };
  const state: DataTableColumn<R> = {
    accessor: 'active',
    title: MSG.espState,
    render: (row) => (
      <Badge color={row.active ? 'teal' : 'gray'} variant="light">
        {row.active ? MSG.espActive : MSG.espInactive}
      </Badge>
    ),
  };

  const download = (format: 'xlsx' | 'csv') =>
    exporter.mutate(
      { format, q: debounced, estado },
      { onError: (error) => notify.failure(error, MSG.espExport) },
    );

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {props.title}
        </Title>
        <Text c="dimmed">{props.intro}</Text>
      </div>
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
            w={{ base: '100%', sm: 300 }}
          />
          <SegmentedControl
            aria-label={MSG.espState}
            value={estado}
            onChange={(value) => {
              setEstado(value as TMasterState);
              setPage(1);
            }}
            data={[
              { value: 'activos', label: MSG.espStateActive },
              { value: 'inactivos', label: MSG.espStateInactive },
              { value: 'todos', label: MSG.espStateAll },
            ]}
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
          {props.hasImport && (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
            >
              {MSG.espImport}
            </Button>
          )}
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {`${MSG.espNew} ${noun}`}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <DataTable<R>
          records={list.data?.data ?? []}
          columns={[...props.columns, state, actions]}
          idAccessor="id"
          fetching={veilsRows(list)}
          aria-busy={list.isFetching}
          loadingText={MSG.loading}
          minHeight={list.data?.data.length ? undefined : 200}
          noRecordsText={list.error?.message ?? MSG.espEmpty}
          verticalAlign="center"
          horizontalSpacing="md"
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
        onClose={close}
        position="right"
        size="lg"
        title={<Text fw={600}>{`${editing === 'new' ? MSG.espNew : MSG.espEdit} ${noun}`}</Text>}
      >
        {editing !== null && props.renderForm(editing === 'new' ? null : editing, close)}
      </Drawer>
      {props.hasImport && (
        <Drawer
          opened={importing}
          onClose={() => setImporting(false)}
          position="right"
          size="xl"
          title={<Text fw={600}>{MSG.espImportTitle}</Text>}
        >
          {importing && <MasterImport path={path} />}
        </Drawer>
      )}
    </Stack>
  );
}
