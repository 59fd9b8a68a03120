import 'mantine-datatable/styles.css';
import { Alert, Button, Center, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MSG, type Page } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect } from 'react';
import { LIST_TABLE } from '../../../components/list-table';
import { veilsRows } from '../../../lib/list-veil';
import { type ListParams, PAGE_SIZES } from './use-list-params';

interface AdminTableProps<T> {
  query: UseQueryResult<Page<T>>;
  list: ListParams;
  columns: DataTableColumn<T>[];
  idAccessor: keyof T & string;
  emptyText: string;
}

/** A server-paginated list with the product's Spanish texts, loading, empty and error states. */
export function AdminTable<T>({ query, list, columns, idAccessor, emptyText }: AdminTableProps<T>) {
  const page = query.data;
  const lastPage = page?.last_page;

  // After an action or a filter the list may shrink below the page we are on.
  useEffect(() => {
    if (lastPage !== undefined && list.page > lastPage) list.set({ pagina: String(lastPage) });
  }, [lastPage, list]);

  if (query.isError && !page) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={MSG.listLoadError}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {MSG.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <DataTable<T>
        {...LIST_TABLE}
        records={page?.data ?? []}
        columns={columns}
        idAccessor={idAccessor}
        fetching={veilsRows(query)}
        // The previous page stays on screen while the next loads: say so to assistive technology.
        aria-busy={query.isFetching}
        loadingText={MSG.loading}
        minHeight={page?.data.length ? undefined : 260}
        verticalAlign="center"
        highlightOnHover
        horizontalSpacing="md"
        verticalSpacing="sm"
        noRecordsText={emptyText}
        noRecordsIcon={
          <Center c="dimmed" mb="xs">
            <IconInbox size={40} stroke={1.4} />
          </Center>
        }
        totalRecords={page?.total ?? 0}
        page={list.page}
        onPageChange={(next) => list.set({ pagina: String(next) })}
        recordsPerPage={list.perPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(size) => list.set({ filas: String(size) })}
        recordsPerPageLabel={MSG.rowsPerPage}
        paginationText={({ from, to, totalRecords }) => `${from}–${to} ${MSG.paginationOf} ${totalRecords}`}
        paginationWrapBreakpoint="md"
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
