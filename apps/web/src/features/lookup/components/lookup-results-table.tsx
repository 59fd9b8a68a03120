import 'mantine-datatable/styles.css';
import { Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { LIMITS, MSG, type TLookupRecord } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { LIST_TABLE } from '../../../components/list-table';
import { StateBadge } from '../../../components/state-badge';
import { useLocalPage } from '../../../components/use-local-page';
import { formatKg, orDash } from '../../../lib/format';

interface LookupResultsTableProps {
  records: TLookupRecord[];
  onOpen: (record: TLookupRecord) => void;
}

type Column = DataTableColumn<TLookupRecord>;

function ManifestCell({ record }: { record: TLookupRecord }) {
  return (
    <>
      <Text fw={700} size="sm">
        {record.manifiesto_numero}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {MSG.mvConsignment} {record.remesa_numero}
      </Text>
      <StateBadge code={record.estado_entrega.code} label={record.estado_entrega.label} />
    </>
  );
}

function CargoCell({ record }: { record: TLookupRecord }) {
  return (
    <>
      <Text size="sm">{orDash(record.producto_descripcion)}</Text>
      <Text size="xs" c="dimmed">
        {formatKg(record.peso_final)}
      </Text>
    </>
  );
}

function actionColumn(onOpen: (record: TLookupRecord) => void): Column {
  return {
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
  };
}

const desktopColumns: Column[] = [
  { accessor: 'manifiesto_numero', title: MSG.mvManifest, render: (r) => <ManifestCell record={r} /> },
  { accessor: 'origen_descripcion', title: MSG.mvOrigin, render: (r) => orDash(r.origen_descripcion) },
  { accessor: 'destino_descripcion', title: MSG.mvDestination, render: (r) => orDash(r.destino_descripcion) },
  { accessor: 'producto_descripcion', title: MSG.mvCargo, render: (r) => <CargoCell record={r} /> },
  { accessor: 'generador_nombre', title: MSG.mvGenerator, render: (r) => orDash(r.generador_nombre) },
];

// On a phone the five facts stack in one column, so nothing scrolls sideways.
const phoneColumns: Column[] = [
  {
    accessor: 'manifiesto_numero',
    title: MSG.mvManifest,
    render: (r) => (
      <>
        <ManifestCell record={r} />
        <Text size="sm" mt={4}>
          {orDash(r.origen_descripcion)} → {orDash(r.destino_descripcion)}
        </Text>
        <CargoCell record={r} />
        <Text size="xs" c="dimmed">
          {orDash(r.generador_nombre)}
        </Text>
      </>
    ),
  },
];

/** spec §2.6 detail table: origin, destination, cargo with weight, generator, view-detail; 5 per page (§9). */
export function LookupResultsTable({ records, onOpen }: LookupResultsTableProps) {
  // The page keys this table by search and branch, so a new result starts on page 1.
  const paged = useLocalPage(records, LIMITS.lookupPageSize);
  const isPhone = useMediaQuery('(max-width: 36em)');

  return (
    <DataTable
      {...LIST_TABLE}
      aria-label={MSG.lookupResults}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalAlign="center"
      {...paged}
      idAccessor="id"
      columns={[...(isPhone ? phoneColumns : desktopColumns), actionColumn(onOpen)]}
    />
  );
}
