import 'mantine-datatable/styles.css';
import { Anchor, Text } from '@mantine/core';
import { MSG, type TMovementListItem, type TMovementListResponse } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../components/data-table-texts';
import { formatDateTime, formatKg, orDash } from '../../../lib/format';
import { MovementStateBadge } from './movement-state-badge';

interface MovementsTableProps {
  page: TMovementListResponse | undefined;
  fetching: boolean;
  onPageChange: (page: number) => void;
  onOpen: (movement: TMovementListItem) => void;
}

/** One page of movements, paginated on the server; a row (or its manifest) opens the detail. */
export function MovementsTable({ page, fetching, onPageChange, onOpen }: MovementsTableProps) {
  return (
    <DataTable<TMovementListItem>
      aria-label={MSG.mvTabList}
      withTableBorder
      borderRadius="lg"
      striped
      highlightOnHover
      minHeight={page?.data.length ? undefined : 220}
      fetching={fetching}
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
      columns={[
        {
          accessor: 'manifiesto_numero',
          title: MSG.mvManifest,
          render: (m) => (
            <>
              <Anchor
                component="button"
                type="button"
                fw={700}
                size="sm"
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(m);
                }}
                aria-label={`${MSG.mvViewDetail} ${m.manifiesto_numero}`}
              >
                {m.manifiesto_numero}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDateTime(m.fecha_despacho)}
              </Text>
            </>
          ),
        },
        {
          accessor: 'vehiculo_placa',
          title: MSG.mvPlate,
          render: (m) => (
            <>
              <Text size="sm" fw={600} ff="monospace">
                {m.vehiculo_placa}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {orDash(m.conductor_nombre)}
              </Text>
            </>
          ),
        },
        {
          accessor: 'origen_descripcion',
          title: MSG.mvRoute,
          render: (m) => (
            <>
              <Text size="sm" lineClamp={2}>
                {orDash(m.origen_descripcion)} → {orDash(m.destino_descripcion)}
              </Text>
              <Text size="xs" c="dimmed">
                {m.sucursal}
              </Text>
            </>
          ),
        },
        {
          accessor: 'generadores',
          title: MSG.mvGenerator,
          render: (m) => (
            <Text size="sm" lineClamp={2}>
              {m.generadores.length ? m.generadores.join(', ') : '—'}
            </Text>
          ),
        },
        {
          accessor: 'remesas',
          title: MSG.mvConsignments,
          textAlign: 'right',
          render: (m) => (
            <>
              <Text size="sm">{m.remesas}</Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatKg(m.peso_total)}
              </Text>
            </>
          ),
        },
        {
          accessor: 'estado',
          title: MSG.mvState,
          render: (m) => (
            <>
              <MovementStateBadge code={m.estado.code} label={m.estado.label} />
              {m.ultimo_evento && (
                <Text size="xs" c="dimmed" mt={2} lineClamp={1}>
                  {m.ultimo_evento.event}
                </Text>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
