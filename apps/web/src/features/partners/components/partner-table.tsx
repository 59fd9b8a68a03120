import 'mantine-datatable/styles.css';
import { Paper } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../components/data-table-texts';
import { type ListQueryState, veilsRows } from '../../../lib/list-veil';

export const PARTNER_PER_PAGE = 15;

interface PartnerTableProps<T> {
  /** The list's name: a table that scrolls sideways is a region the keyboard reaches (WCAG 2.1.1). */
  label: string;
  rows: T[] | undefined;
  total: number;
  columns: DataTableColumn<T>[];
  /** The list's query: its veil and aria-busy (lib/list-veil). */
  loading: ListQueryState;
  error: Error | null;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
}

/** One page of a partner list, paginated by the server. */
export function PartnerTable<T extends { id: number }>(props: PartnerTableProps<T>) {
  const { label, rows, total, columns, loading, error, emptyText, page, onPage } = props;
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <DataTable<T>
        records={rows ?? []}
        columns={columns}
        idAccessor="id"
        fetching={veilsRows(loading)}
        aria-busy={loading.isFetching}
        loadingText={MSG.loading}
        minHeight={rows?.length ? undefined : 200}
        noRecordsText={error?.message ?? emptyText}
        verticalAlign="center"
        horizontalSpacing="md"
        pinFirstColumn
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
        totalRecords={total}
        page={page}
        onPageChange={onPage}
        recordsPerPage={PARTNER_PER_PAGE}
        paginationText={paginationText}
        getPaginationControlProps={paginationControlProps}
        getPaginationItemProps={paginationItemProps}
      />
    </Paper>
  );
}
