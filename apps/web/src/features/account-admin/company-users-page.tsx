import { Stack } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { ExportButtons } from '../../components/export-buttons';
import { useSession } from '../../lib/session';
import { useCompanyUsers } from './api/find-company-users';
import { ListToolbar } from './components/list-toolbar';
import { PageHeader } from './components/page-header';
import { useListParams } from './components/use-list-params';
import { UserRolesTable } from './components/user-roles-table';

/** /empresa-transporte/usuarios: the company's pending and active users (issue 3 item 7). */
export function CompanyUsersPage() {
  const session = useSession();
  const list = useListParams();
  const query = useCompanyUsers({
    page: list.page,
    per_page: list.perPage,
    status: list.status ?? undefined,
    q: list.q || undefined,
  });

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <PageHeader title={MSG.companyUsersTitle} subtitle={MSG.companyUsersSubtitle} />
      <ListToolbar list={list} searchPlaceholder={MSG.searchUsersPlaceholder}>
        <ExportButtons
          path="/empresa-transporte/usuarios/exportar"
          query={{ status: list.status, q: list.q }}
          fileName="Usuarios"
        />
      </ListToolbar>
      <UserRolesTable
        scope="empresa-transporte"
        query={query}
        list={list}
        ownUserRoleId={session.id_usuario_rol}
      />
    </Stack>
  );
}
