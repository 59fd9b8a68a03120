import { Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { INVOICE_STATE_LABELS, INVOICE_STATES, MSG, type TInvoiceState } from '@trazo/shared';
import { useState } from 'react';
import { useInvoices } from './api/find-invoices';
import { CarteraFilters } from './components/cartera-filters';
import { InvoiceDrawer } from './components/invoice-drawer';
import { INVOICES_PER_PAGE, InvoicesTable } from './components/invoices-table';
import { useCarteraFilters } from './use-cartera-filters';

/** /generador/historial-facturacion (issue 25 §3): every invoice, its payments, paid date and days to pay. */
export function BillingHistoryPage() {
  const { filters, set } = useCarteraFilters();
  const invoices = useInvoices({
    ...filters.query,
    tramo: undefined,
    page: filters.page,
    per_page: INVOICES_PER_PAGE,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.carteraHistoryTitle}
        </Title>
        <Text c="dimmed">{MSG.carteraHistoryIntro}</Text>
      </div>
      <CarteraFilters filters={{ ...filters, query: { ...filters.query, tramo: undefined } }} set={set}>
        <TextInput
          type="date"
          label={MSG.carteraFrom}
          value={filters.desde}
          onChange={(e) => set({ desde: e.currentTarget.value })}
          w={170}
        />
        <TextInput
          type="date"
          label={MSG.carteraTo}
          value={filters.hasta}
          onChange={(e) => set({ hasta: e.currentTarget.value })}
          w={170}
        />
        <Select
          label={MSG.carteraState}
          placeholder={MSG.carteraAllStates}
          data={INVOICE_STATES.map((s) => ({ value: s, label: INVOICE_STATE_LABELS[s] }))}
          value={filters.estado}
          onChange={(v) => set({ estado: v as TInvoiceState | null })}
          clearable
          w={170}
        />
      </CarteraFilters>
      <InvoicesTable
        query={invoices}
        page={filters.page}
        onPage={(page) => set({ page })}
        onOpen={(r) => setOpenId(r.id)}
        variant="history"
        showCompany
      />
      <InvoiceDrawer id={openId} corte={filters.corte} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
