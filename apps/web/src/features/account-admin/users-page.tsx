import { Select, Stack } from '@mantine/core';
import { MSG, ROLE_CATALOGUE } from '@trazo/shared';
import { ExportButtons } from '../../components/export-buttons';
import { useSession } from '../../lib/session';
import { useUsers } from './api/find-users';
import { ListToolbar } from './components/list-toolbar';
import { PageHeader } from './components/page-header';
import { useListParams } from './components/use-list-params';
import { UserRolesTable } from './components/user-roles-table';

const ROLE_OPTIONS = [
  { value: '', label: MSG.filterAllRoles },
  ...ROLE_CATALOGUE.map((r) => ({ value: String(r.id), label: r.name })),
];

/** /super-administrador/usuarios: every user role of every company (issue 3 item 7). */
export function UsersPage() {
  const session = useSession();
  const list = useListParams();
  const role = Number(list.get('rol')) || undefined;
  const query = useUsers({
    page: list.page,
    per_page: list.perPage,
    status: list.status ?? undefined,
    q: list.q || undefined,
    id_role: role,
  });

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <PageHeader title={MSG.adminUsersTitle} subtitle={MSG.adminUsersSubtitle} />
      <ListToolbar list={list} searchPlaceholder={MSG.searchUsersPlaceholder}>
        <Select
          label={MSG.filterRole}
          data={ROLE_OPTIONS}
          value={role ? String(role) : ''}
          onChange={(value) => list.set({ rol: value || null })}
          allowDeselect={false}
          size="sm"
          w={{ base: '100%', xs: 220 }}
        />
        <ExportButtons
          path="/super-administrador/usuarios/exportar"
          query={{ status: list.status, q: list.q, id_role: role }}
          fileName="Usuarios"
        />
      </ListToolbar>
      <UserRolesTable
        scope="super-administrador"
        query={query}
        list={list}
        ownUserRoleId={session.id_usuario_rol}
      />
    </Stack>
  );
}
