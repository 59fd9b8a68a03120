import 'mantine-datatable/styles.css';
import { IMPORT_COLUMNS, MSG, type TImportRowError } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../../components/data-table-texts';

const PAGE_SIZE = 10;
const LABELS = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.key, c.label]));

/** The row-by-row error report: spreadsheet row, template column, and what is wrong. */
export function ImportErrorsTable({ errors }: { errors: TImportRowError[] }) {
  const [page, setPage] = useState(1);
  const records = errors.map((e, i) => ({ ...e, key: i }));
  return (
    <DataTable
      aria-label={MSG.importErrorsTitle}
      withTableBorder
      borderRadius="md"
      striped
      records={records.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      idAccessor="key"
      totalRecords={records.length}
      recordsPerPage={PAGE_SIZE}
      page={page}
      onPageChange={setPage}
      paginationText={paginationText}
      getPaginationControlProps={paginationControlProps}
      getPaginationItemProps={paginationItemProps}
      paginationSize="sm"
      columns={[
        { accessor: 'fila', title: MSG.importRow, width: 80, textAlign: 'right' },
        {
          accessor: 'columna',
          title: MSG.importColumn,
          render: (e) => (e.columna ? (LABELS.get(e.columna) ?? e.columna) : '—'),
        },
        { accessor: 'mensaje', title: MSG.importError },
      ]}
    />
  );
}
