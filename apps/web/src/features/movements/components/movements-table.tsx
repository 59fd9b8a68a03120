import 'mantine-datatable/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { MSG, type TMovementListItem, type TMovementListResponse } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../components/data-table-texts';
import { type ListQueryState, veilsRows } from '../../../lib/list-veil';
import {
  GeneratorCell,
  LoadCell,
  ManifestCell,
  PhoneCell,
  PlateCell,
  RouteCell,
  StateCell,
} from './movement-cells';

interface MovementsTableProps {
  page: TMovementListResponse | undefined;
  /** The list's query: its veil and aria-busy (lib/list-veil). */
  loading: ListQueryState;
  onPageChange: (page: number) => void;
  onOpen: (movement: TMovementListItem) => void;
}

type Column = DataTableColumn<TMovementListItem>;

function columns(isPhone: boolean, onOpen: (m: TMovementListItem) => void): Column[] {
  if (isPhone) {
    return [
      {
        accessor: 'manifiesto_numero',
        title: MSG.mvManifest,
        render: (m) => <PhoneCell m={m} onOpen={onOpen} />,
      },
    ];
  }
  return [
    {
      accessor: 'manifiesto_numero',
      title: MSG.mvManifest,
      // Wide enough for "27/11/2026 12:48 pm" on one line (it ran into the driver's name at 130).
      width: 165,
      render: (m) => <ManifestCell m={m} onOpen={onOpen} />,
    },
    { accessor: 'vehiculo_placa', title: MSG.mvPlate, width: 170, render: (m) => <PlateCell m={m} /> },
    { accessor: 'origen_descripcion', title: MSG.mvRoute, render: (m) => <RouteCell m={m} /> },
    { accessor: 'generadores', title: MSG.mvGenerator, render: (m) => <GeneratorCell m={m} /> },
    {
      accessor: 'remesas',
      title: MSG.mvConsignments,
      width: 110,
      textAlign: 'right',
      render: (m) => <LoadCell m={m} />,
    },
    { accessor: 'estado', title: MSG.mvState, width: 190, render: (m) => <StateCell m={m} /> },
  ];
}

/** One page of movements, paginated on the server; a row (or its manifest) opens the detail. */
export function MovementsTable({ page, loading, onPageChange, onOpen }: MovementsTableProps) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <DataTable<TMovementListItem>
      aria-label={MSG.mvTabList}
      // While a new page or filter loads, the previous rows stay on screen under the loader;
      // aria-busy tells assistive technology (and the e2e tests) that they are about to change.
      aria-busy={loading.isFetching}
      withTableBorder
      borderRadius="lg"
      striped
      highlightOnHover
      minHeight={page?.data.length ? undefined : 220}
      fetching={veilsRows(loading)}
      records={page?.data ?? []}
      idAccessor="id"
      totalRecords={page?.total ?? 0}
      recordsPerPage={page?.per_page ?? 15}
      page={page?.current_page ?? 1}
      onPageChange={onPageChange}
      paginationText={paginationText}
      getPaginationControlProps={paginationControlProps}
      getPaginationItemProps={paginationItemProps}
      noRecordsText={MSG.mvNoMovements}
      loadingText={MSG.loading}
      onRowClick={({ record }) => onOpen(record)}
      columns={columns(isPhone, onOpen)}
    />
  );
}
