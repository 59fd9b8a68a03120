import 'mantine-datatable/styles.css';
import { IMPORT_COLUMNS, MSG, type TImportRowError } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useLocalPage } from '../../../../components/use-local-page';

const PAGE_SIZE = 10;
const LABELS = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.key, c.label]));

/** The row-by-row error report: spreadsheet row, template column, and what is wrong. */
export function ImportErrorsTable({
  errors,
  label = MSG.importErrorsTitle,
}: {
  errors: TImportRowError[];
  label?: string;
}) {
  const paged = useLocalPage(
    errors.map((e, i) => ({ ...e, key: i })),
    PAGE_SIZE,
  );
  return (
    <DataTable
      aria-label={label}
      withTableBorder
      borderRadius="md"
      striped
      {...paged}
      idAccessor="key"
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
