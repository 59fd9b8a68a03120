import { MSG, type TRecordStatus } from '@trazo/shared';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { from } from './responsive';
import { StatusBadge } from './status-badge';

/** The columns every administration list ends with: created, state, and the actions the state allows. */
export function recordColumns<T extends { created_at: string; status: TRecordStatus }>(
  actions: (row: T) => ReactNode,
): DataTableColumn<T>[] {
  return [
    {
      accessor: 'created_at',
      title: MSG.colCreatedAt,
      noWrap: true,
      visibleMediaQuery: from('xl'),
      render: (row) => formatDate(row.created_at),
    },
    {
      accessor: 'status',
      title: MSG.colStatus,
      visibleMediaQuery: from('sm'),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      accessor: 'actions',
      title: MSG.colActions,
      textAlign: 'right',
      visibleMediaQuery: from('sm'),
      render: actions,
    },
  ];
}
