import { Badge, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { MSG, ROLE, type TStatusAction, type TUserRolePage, type TUserRoleRow } from '@trazo/shared';
import type { DataTableColumn } from 'mantine-datatable';
import { ProfileSelect } from '../../company-profiles/profile-select';
import { type UserScope, useChangeUserRoleStatus } from '../api/change-user-role-status';
import { AdminTable } from './admin-table';
import { type ConfirmTexts, confirmStatusChange, statusChangeFeedback } from './confirm-status-change';
import { recordColumns } from './record-columns';
import { from, NarrowStatusRow } from './responsive';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';
import type { ListParams } from './use-list-params';

const CONFIRM: Record<TStatusAction, ConfirmTexts> = {
  activar: { title: MSG.confirmActivateUserTitle, text: MSG.confirmActivateUserText },
  rechazar: { title: MSG.confirmRejectUserTitle, text: MSG.confirmRejectUserText },
  desactivar: { title: MSG.confirmDisableUserTitle, text: MSG.confirmDisableUserText },
};

interface UserRolesTableProps {
  scope: UserScope;
  query: UseQueryResult<TUserRolePage>;
  list: ListParams;
  /** The signed-in user's own role: it cannot change its own state, so it gets no buttons. */
  ownUserRoleId: number | null;
}

/** One row per user role (user × role × company), with the actions its state allows. */
export function UserRolesTable({ scope, query, list, ownUserRoleId }: UserRolesTableProps) {
  const change = useChangeUserRoleStatus(scope);
  const runningOn = change.isPending ? change.variables : undefined;

  const act = (row: TUserRoleRow, action: TStatusAction) =>
    confirmStatusChange({
      action,
      texts: CONFIRM[action],
      subject: { name: row.nombre, detail: `${row.email} · ${row.role}` },
      onConfirm: () => change.mutate({ idUsuarioRol: row.id_usuario_rol, action }, statusChangeFeedback),
    });

  const actions = (row: TUserRoleRow) =>
    row.id_usuario_rol === ownUserRoleId ? null : (
      <StatusActions
        status={row.status}
        subject={`${row.nombre} (${row.email})`}
        running={runningOn?.idUsuarioRol === row.id_usuario_rol ? runningOn.action : null}
        onAction={(action) => act(row, action)}
      />
    );

  const columns: DataTableColumn<TUserRoleRow>[] = [
    {
      accessor: 'nombre',
      title: MSG.colUser,
      render: (row) => (
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm">
            {row.nombre}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Text>
            {!row.verificado && (
              <Badge size="xs" color="orange" variant="outline" miw="max-content">
                {MSG.unverifiedBadge}
              </Badge>
            )}
          </Group>
          <Text size="xs" hiddenFrom="sm">
            {[row.role, scope === 'super-administrador' ? row.name_customer : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <NarrowStatusRow badge={<StatusBadge status={row.status} />} actions={actions(row)} />
        </Stack>
      ),
    },
    { accessor: 'role', title: MSG.colRole, visibleMediaQuery: from('sm') },
    ...(scope === 'super-administrador'
      ? [
          {
            accessor: 'name_customer',
            title: MSG.colCompany,
            visibleMediaQuery: from('md'),
            render: (row) => row.name_customer ?? '—',
          } satisfies DataTableColumn<TUserRoleRow>,
        ]
      : [
          // Issue 27 §3: each company user's profile, changed in place.
          {
            accessor: 'perfil',
            title: 'Perfil',
            render: (row) => (row.id_role === ROLE.empresaTransporte ? <ProfileSelect row={row} /> : '—'),
          } satisfies DataTableColumn<TUserRoleRow>,
        ]),
    ...recordColumns(actions),
  ];

  return (
    <AdminTable
      query={query}
      list={list}
      columns={columns}
      idAccessor="id_usuario_rol"
      emptyText={MSG.noUsersFound}
    />
  );
}
