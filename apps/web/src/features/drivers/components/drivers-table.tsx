import 'mantine-datatable/styles.css';
import { Alert, Button, Paper, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { MSG, type TCompanyDriver, type TDriverPage } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { LIST_TABLE } from '../../../components/list-table';
import { formatDateTime, orDash } from '../../../lib/format';
import { veilsRows } from '../../../lib/list-veil';
import { AccessBadge } from './access-badge';
import { DriverActions, type DriverDialog } from './driver-actions';

const PAGE_SIZES = [10, 15, 25, 50];

interface DriversTableProps {
  query: UseQueryResult<TDriverPage>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  onOpen: (dialog: DriverDialog, driver: TCompanyDriver) => void;
  isSearching: boolean;
}

/** The company's drivers, paginated by the server, with their access state and last sync. */
export function DriversTable({
  query,
  page,
  perPage,
  onPage,
  onPerPage,
  onOpen,
  isSearching,
}: DriversTableProps) {
  if (query.isError && !query.data) {
    return (
      <Alert color="red" variant="light" title={MSG.driversLoadError}>
        <Text size="sm">{query.error.message}</Text>
        <Button size="xs" mt="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {MSG.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <DataTable<TCompanyDriver>
        {...LIST_TABLE}
        records={query.data?.data ?? []}
        idAccessor="id"
        fetching={veilsRows(query)}
        aria-busy={query.isFetching}
        loadingText={MSG.loading}
        minHeight={query.data?.data.length ? undefined : 220}
        noRecordsText={isSearching ? MSG.driversNoMatch : MSG.driversEmpty}
        highlightOnHover
        verticalAlign="center"
        horizontalSpacing="md"
        columns={[
          { accessor: 'documento', title: MSG.driverDocument },
          { accessor: 'nombre', title: MSG.driverName },
          { accessor: 'telefono', title: MSG.driverPhone, render: (d) => orDash(d.telefono) },
          { accessor: 'email', title: MSG.driverEmailColumn, render: (d) => orDash(d.email) },
          { accessor: 'acceso', title: MSG.driverAccess, render: (d) => <AccessBadge state={d.acceso} /> },
          {
            accessor: 'lastSyncAt',
            title: MSG.driverLastSync,
            render: (d) => (d.lastSyncAt ? formatDateTime(d.lastSyncAt) : MSG.driverNever),
          },
          {
            accessor: 'actions',
            title: MSG.driverActions,
            textAlign: 'right',
            render: (d) => <DriverActions driver={d} onOpen={onOpen} />,
          },
        ]}
        totalRecords={query.data?.total ?? 0}
        page={page}
        onPageChange={onPage}
        recordsPerPage={perPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={onPerPage}
        recordsPerPageLabel={MSG.rowsPerPage}
        paginationText={({ from, to, totalRecords }) => `${from}–${to} ${MSG.paginationOf} ${totalRecords}`}
        getPaginationControlProps={(control) => ({ 'aria-label': PAGINATION_LABEL[control] })}
      />
    </Paper>
  );
}

const PAGINATION_LABEL = {
  first: MSG.paginationFirst,
  previous: MSG.paginationPrevious,
  next: MSG.paginationNext,
  last: MSG.paginationLast,
} as const;
