import { Stack } from '@mantine/core';
import { EXPENSE_STATE_LABELS, EXPENSE_STATES, formatPesos, MSG, type TExpenseState } from '@trazo/shared';
import { useProviderExpenses } from './api/partner-api';
import { EXPENSE_COLUMNS } from './components/partner-columns';
import { PartnerFilters } from './components/partner-filters';
import { PartnerHeader } from './components/partner-header';
import { PARTNER_PER_PAGE, PartnerTable } from './components/partner-table';
import { PartnerTotals } from './components/partner-totals';
import { usePartnerFilters } from './use-partner-filters';

const STATES = EXPENSE_STATES.map((s) => ({ value: s, label: EXPENSE_STATE_LABELS[s] }));

/** /proveedor/gastos (issue 26 §5): the expenses paid to the provider's NIT, in every company. */
export function ProviderExpensesPage() {
  const { filters, query, set } = usePartnerFilters();
  const apiQuery = { ...query, estado: query.estado as TExpenseState | undefined };
  const list = useProviderExpenses({ ...apiQuery, page: filters.page, per_page: PARTNER_PER_PAGE });
  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <PartnerHeader area="proveedor" title={MSG.providerExpensesTitle} intro={MSG.providerExpensesIntro} />
      <PartnerFilters area="proveedor" filters={filters} query={query} set={set} states={STATES} />
      <PartnerTotals
        items={[
          { label: MSG.partnerExpensesCount, value: String(list.data?.total ?? 0) },
          { label: MSG.partnerExpensesTotal, value: formatPesos(list.data?.total_valor ?? 0) },
        ]}
      />
      <PartnerTable
        label={MSG.providerExpensesTitle}
        rows={list.data?.data}
        total={list.data?.total ?? 0}
        columns={EXPENSE_COLUMNS}
        loading={list}
        error={list.error}
        emptyText={MSG.partnerNoExpenses}
        page={filters.page}
        onPage={(page) => set({ page })}
      />
    </Stack>
  );
}
