import { Anchor } from '@mantine/core';
import { MSG, type TService } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../components/data-table-texts';
import { dmy } from './days';
import { ServiceStateBadge } from './service-state-badge';

/** The columns; the number is the row's keyboard way in (the row itself opens on a click). */
const columnsFor = (onOpen: (service: TService) => void): DataTableColumn<TService>[] => [
  {
    accessor: 'id',
    title: MSG.espSvcNumber,
    render: (r) => (
      <Anchor
        component="button"
        type="button"
        fw={600}
        aria-label={`${MSG.espSvcService} ${r.id}`}
        onClick={(event) => {
          event.stopPropagation();
          onOpen(r);
        }}
      >
        {r.id}
      </Anchor>
    ),
  },
  { accessor: 'date', title: MSG.espSvcDate, render: (r) => `${dmy(r.date)} ${r.startTime}` },
  { accessor: 'state', title: MSG.espSvcState, render: (r) => <ServiceStateBadge state={r.state} /> },
  { accessor: 'contract.clientName', title: MSG.espSvcClient },
  {
    accessor: 'origin.name',
    title: `${MSG.espSvcOrigin} → ${MSG.espSvcDestination}`,
    render: (r) => `${r.origin.name} → ${r.destination.name}`,
  },
  { accessor: 'passengerCount', title: MSG.espSvcPassengersTotal, textAlign: 'right' },
  { accessor: 'costCentre.code', title: MSG.espSvcCostCentre },
  { accessor: 'vehicle.plate', title: MSG.espSvcVehicle, render: (r) => r.vehicle?.plate ?? '—' },
  {
    accessor: 'drivers',
    title: MSG.espSvcDrivers,
    render: (r) => (r.drivers.length === 0 ? '—' : r.drivers.map((d) => d.name).join(', ')),
  },
];

interface Props {
  records: TService[];
  fetching: boolean;
  onOpen: (service: TService) => void;
  /** SQL pagination (history); without it every record shows (the board's day or week). */
  pagination?: { page: number; perPage: number; total: number; onPage: (page: number) => void };
}

/** The services as rows; the ones waiting to be programmed stand out (issue 24 item 3). */
export function ServicesTable({ records, fetching, onOpen, pagination }: Props) {
  const props = {
    records,
    fetching,
    minHeight: records.length === 0 ? 160 : undefined,
    noRecordsText: MSG.espSvcNoServices,
    withTableBorder: false,
    highlightOnHover: true,
    onRowClick: ({ record }: { record: TService }) => onOpen(record),
    rowStyle: (r: TService) =>
      r.state === 'solicitada' ? { background: 'var(--mantine-color-yellow-light)' } : undefined,
    columns: columnsFor(onOpen),
  };
  if (!pagination) return <DataTable<TService> {...props} />;
  return (
    <DataTable<TService>
      {...props}
      page={pagination.page}
      onPageChange={pagination.onPage}
      totalRecords={pagination.total}
      recordsPerPage={pagination.perPage}
      paginationText={paginationText}
      getPaginationControlProps={paginationControlProps}
      getPaginationItemProps={paginationItemProps}
    />
  );
}
