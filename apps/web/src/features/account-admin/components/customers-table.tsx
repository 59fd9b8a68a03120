import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { MSG, type TCustomerPage, type TCustomerRow, type TStatusAction } from '@trazo/shared';
import type { DataTableColumn } from 'mantine-datatable';
import { useChangeCustomerStatus } from '../api/change-customer-status';
import { AdminTable } from './admin-table';
import { type ConfirmTexts, confirmStatusChange, statusChangeFeedback } from './confirm-status-change';
import { formatNit, KIND_LABEL } from './customer-labels';
import { recordColumns } from './record-columns';
import { from, NarrowStatusRow } from './responsive';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';
import type { ListParams } from './use-list-params';

const CONFIRM: Record<TStatusAction, ConfirmTexts> = {
  activar: { title: MSG.confirmActivateCustomerTitle, text: MSG.confirmActivateCustomerText },
  rechazar: { title: MSG.confirmRejectCustomerTitle, text: MSG.confirmRejectCustomerText },
  desactivar: { title: MSG.confirmDisableCustomerTitle, text: MSG.confirmDisableCustomerText },
};

/** The companies, with their administrator and the actions their state allows. */
export function CustomersTable({ query, list }: { query: UseQueryResult<TCustomerPage>; list: ListParams }) {
  const change = useChangeCustomerStatus();
  const runningOn = change.isPending ? change.variables : undefined;

  const act = (row: TCustomerRow, action: TStatusAction) =>
    confirmStatusChange({
      action,
      texts: CONFIRM[action],
      subject: {
        name: row.razon_social,
        detail: `${MSG.colNit} ${formatNit(row)} · ${KIND_LABEL[row.kind]}`,
      },
      onConfirm: () => change.mutate({ id: row.id, action }, statusChangeFeedback),
    });

  const actions = (row: TCustomerRow) => (
    <StatusActions
      status={row.status}
      subject={row.razon_social}
      running={runningOn?.id === row.id ? runningOn.action : null}
      onAction={(action) => act(row, action)}
    />
  );

  const columns: DataTableColumn<TCustomerRow>[] = [
    {
      accessor: 'razon_social',
      title: MSG.colCustomer,
      render: (row) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {row.razon_social}
          </Text>
          <Text size="xs" c="dimmed">
            {MSG.colNit} {formatNit(row)}
          </Text>
          <Text size="xs">{KIND_LABEL[row.kind]}</Text>
          <NarrowStatusRow badge={<StatusBadge status={row.status} />} actions={actions(row)} />
        </Stack>
      ),
    },
    {
      accessor: 'admin',
      title: MSG.colAdmin,
      visibleMediaQuery: from('md'),
      render: (row) =>
        row.admin ? (
          <Stack gap={2}>
            <Text size="sm">{row.admin.nombre}</Text>
            <Text size="xs" c="dimmed">
              {row.admin.email}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {MSG.noAdmin}
          </Text>
        ),
    },
    {
      accessor: 'usuarios',
      title: MSG.colUsers,
      textAlign: 'right',
      visibleMediaQuery: from('lg'),
    },
    ...recordColumns(actions),
  ];

  return (
    <AdminTable
      query={query}
      list={list}
      columns={columns}
      idAccessor="id"
      emptyText={MSG.noCustomersFound}
    />
  );
}
