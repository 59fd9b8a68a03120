import 'mantine-datatable/styles.css';
import { Button, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { LIMITS, MSG, type TLookupRecord } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../components/data-table-texts';
import { formatKg, orDash } from '../../../lib/format';

interface LookupResultsTableProps {
  records: TLookupRecord[];
  onOpen: (record: TLookupRecord) => void;
}

/** spec §2.6 detail table: origin, destination, cargo with weight, generator, view-detail; 5 per page (§9). */
export function LookupResultsTable({ records, onOpen }: LookupResultsTableProps) {
  // The page keys this table by search and branch, so a new result starts on page 1.
  const [page, setPage] = useState(1);

  const size = LIMITS.lookupPageSize;
  return (
    <DataTable
      aria-label={MSG.lookupResults}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalAlign="center"
      records={records.slice((page - 1) * size, page * size)}
      idAccessor="id"
      totalRecords={records.length}
      recordsPerPage={size}
      page={page}
      onPageChange={setPage}
      paginationText={paginationText}
      getPaginationControlProps={paginationControlProps}
      getPaginationItemProps={paginationItemProps}
      paginationSize="sm"
      columns={[
        {
          accessor: 'manifiesto_numero',
          title: MSG.mvManifest,
          render: (r) => (
            <>
              <Text fw={700} size="sm">
                {r.manifiesto_numero}
              </Text>
              <Text size="xs" c="dimmed">
                {MSG.mvConsignment} {r.remesa_numero}
              </Text>
            </>
          ),
        },
        { accessor: 'origen_descripcion', title: MSG.mvOrigin, render: (r) => orDash(r.origen_descripcion) },
        {
          accessor: 'destino_descripcion',
          title: MSG.mvDestination,
          render: (r) => orDash(r.destino_descripcion),
        },
        {
          accessor: 'producto_descripcion',
          title: MSG.mvCargo,
          render: (r) => (
            <>
              <Text size="sm">{orDash(r.producto_descripcion)}</Text>
              <Text size="xs" c="dimmed">
                {formatKg(r.peso_final)}
              </Text>
            </>
          ),
        },
        { accessor: 'generador_nombre', title: MSG.mvGenerator, render: (r) => orDash(r.generador_nombre) },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (r) => (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconEye size={16} />}
              onClick={() => onOpen(r)}
              aria-label={`${MSG.mvViewDetail} ${r.manifiesto_numero} ${r.remesa_numero}`}
            >
              {MSG.mvViewDetail}
            </Button>
          ),
        },
      ]}
    />
  );
}
