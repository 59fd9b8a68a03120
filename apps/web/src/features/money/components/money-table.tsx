import 'mantine-datatable/styles.css';
import { Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { MSG, type Page } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../components/data-table-texts';
import { LIST_TABLE } from '../../../components/list-table';
import { veilsRows } from '../../../lib/list-veil';

export const PER_PAGE = 15;

interface MoneyTableProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  columns: DataTableColumn<T>[];
  idAccessor: keyof T & string;
  emptyText: string;
}

/** A server-paginated table with the product's Spanish paginator. */
export function MoneyTable<T>({ query, page, onPage, columns, idAccessor, emptyText }: MoneyTableProps<T>) {
  const data = query.data;
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <DataTable<T>
        {...LIST_TABLE}
        records={data?.data ?? []}
        columns={columns}
        idAccessor={idAccessor}
        fetching={veilsRows(query)}
        aria-busy={query.isFetching}
        loadingText={MSG.loading}
        minHeight={data?.data.length ? undefined : 200}
        noRecordsText={query.error?.message ?? emptyText}
        verticalAlign="center"
        horizontalSpacing="md"
        totalRecords={data?.total ?? 0}
        page={page}
        onPageChange={onPage}
        recordsPerPage={PER_PAGE}
        paginationText={paginationText}
        getPaginationControlProps={paginationControlProps}
        getPaginationItemProps={paginationItemProps}
      />
    </Paper>
  );
}
