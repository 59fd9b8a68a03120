import { Select, Stack } from '@mantine/core';
import { MSG, type TCustomerKind, ZCustomerKind } from '@trazo/shared';
import { ExportButtons } from '../../components/export-buttons';
import { useCustomers } from './api/find-customers';
import { KIND_LABEL } from './components/customer-labels';
import { CustomersTable } from './components/customers-table';
import { ListToolbar } from './components/list-toolbar';
import { PageHeader } from './components/page-header';
import { useListParams } from './components/use-list-params';

const KIND_OPTIONS = [
  { value: '', label: MSG.filterAllKinds },
  ...ZCustomerKind.options.map((k) => ({ value: k, label: KIND_LABEL[k] })),
];

/** /super-administrador/clientes: transport and special-services companies (issue 3 item 7). */
export function CustomersPage() {
  const list = useListParams();
  const parsedKind = ZCustomerKind.safeParse(list.get('tipo'));
  const kind: TCustomerKind | undefined = parsedKind.success ? parsedKind.data : undefined;
  const query = useCustomers({
    page: list.page,
    per_page: list.perPage,
    status: list.status ?? undefined,
    q: list.q || undefined,
    kind,
  });

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <PageHeader title={MSG.adminCustomersTitle} subtitle={MSG.adminCustomersSubtitle} />
      <ListToolbar list={list} searchPlaceholder={MSG.searchCustomersPlaceholder}>
        <Select
          label={MSG.filterKind}
          data={KIND_OPTIONS}
          value={kind ?? ''}
          onChange={(value) => list.set({ tipo: value || null })}
          allowDeselect={false}
          size="sm"
          w={{ base: '100%', xs: 220 }}
        />
        <ExportButtons
          path="/super-administrador/clientes/exportar"
          query={{ status: list.status, q: list.q, kind }}
          fileName="Clientes"
        />
      </ListToolbar>
      <CustomersTable query={query} list={list} />
    </Stack>
  );
}
