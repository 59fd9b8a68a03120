import 'mantine-datatable/styles.css';
import { Anchor, Paper, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatPesos, MSG, type TInvoicePage, type TInvoiceRow } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../components/data-table-texts';
import { formatDate } from '../../../lib/format';
import { veilsRows } from '../../../lib/list-veil';
import { InvoiceStateBadge } from './invoice-state-badge';

export const INVOICES_PER_PAGE = 15;

interface InvoicesTableProps {
  query: UseQueryResult<TInvoicePage>;
  page: number;
  onPage: (page: number) => void;
  onOpen: (invoice: TInvoiceRow) => void;
  /** Cartera shows days overdue; the billing history shows when each invoice was paid. */
  variant: 'aging' | 'history';
  showCompany: boolean;
}

export function InvoicesTable({ query, page, onPage, onOpen, variant, showCompany }: InvoicesTableProps) {
  const columns: DataTableColumn<TInvoiceRow>[] = [
    {
      accessor: 'numero',
      title: MSG.carteraNumber,
      render: (r) => (
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => onOpen(r)}
          aria-label={`${MSG.carteraOpen} ${r.numero}`}
        >
          {r.numero}
        </Anchor>
      ),
    },
    showCompany
      ? { accessor: 'empresa', title: MSG.carteraCompany }
      : {
          accessor: 'generador',
          title: MSG.carteraGenerator,
          render: (r) => (
            <>
              <Text size="sm">{r.generador}</Text>
              <Text size="xs" c="dimmed">
                NIT {r.generador_nit}
              </Text>
            </>
          ),
        },
    { accessor: 'fecha_emision', title: MSG.carteraIssued, render: (r) => formatDate(r.fecha_emision) },
    {
      accessor: 'fecha_vencimiento',
      title: MSG.carteraDue,
      render: (r) => formatDate(`${r.fecha_vencimiento}T12:00:00-05:00`),
    },
    { accessor: 'total', title: MSG.carteraTotal, textAlign: 'right', render: (r) => formatPesos(r.total) },
    { accessor: 'pagado', title: MSG.carteraPaid, textAlign: 'right', render: (r) => formatPesos(r.pagado) },
    { accessor: 'saldo', title: MSG.carteraBalance, textAlign: 'right', render: (r) => formatPesos(r.saldo) },
    variant === 'aging'
      ? {
          accessor: 'dias_vencida',
          title: MSG.carteraDaysOverdue,
          textAlign: 'right',
          render: (r) => (r.estado === 'vencida' ? r.dias_vencida : '—'),
        }
      : {
          accessor: 'fecha_pago',
          title: MSG.carteraPaidOn,
          render: (r) =>
            r.fecha_pago ? `${formatDate(`${r.fecha_pago}T12:00:00-05:00`)} · ${r.dias_para_pagar} d` : '—',
        },
    { accessor: 'estado', title: MSG.carteraState, render: (r) => <InvoiceStateBadge state={r.estado} /> },
  ];
  const data = query.data;
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <DataTable<TInvoiceRow>
        records={data?.data ?? []}
        columns={columns}
        idAccessor="id"
        fetching={veilsRows(query)}
        aria-busy={query.isFetching}
        loadingText={MSG.loading}
        minHeight={data?.data.length ? undefined : 200}
        noRecordsText={query.error?.message ?? MSG.carteraNoInvoices}
        verticalAlign="center"
        horizontalSpacing="md"
        pinFirstColumn
        totalRecords={data?.total ?? 0}
        page={page}
        onPageChange={onPage}
        recordsPerPage={INVOICES_PER_PAGE}
        paginationText={paginationText}
        getPaginationControlProps={paginationControlProps}
        getPaginationItemProps={paginationItemProps}
      />
    </Paper>
  );
}
