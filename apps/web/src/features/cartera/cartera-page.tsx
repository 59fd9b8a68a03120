import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPesos, MSG, ROLE } from '@trazo/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useAging } from './api/find-aging';
import { useInvoices } from './api/find-invoices';
import { AgingBuckets } from './components/aging-buckets';
import { CarteraFilters } from './components/cartera-filters';
import { CarteraImport } from './components/cartera-import';
import { GeneratorsTable } from './components/generators-table';
import { InvoiceDrawer } from './components/invoice-drawer';
import { INVOICES_PER_PAGE, InvoicesTable } from './components/invoices-table';
import { useCarteraFilters } from './use-cartera-filters';

const AgingChart = lazy(() => import('./components/aging-chart'));

/**
 * Contable → Cartera (issue 25 §2): /generador/ventas and /empresa-transporte/cartera. The aging on the
 * as-of date by bucket and generator; a bucket filters the invoices; an invoice opens its drill-down.
 */
export function CarteraPage() {
  const { rol } = useSession();
  const isCompany = rol === ROLE.empresaTransporte;
  const can = useCan();
  const { filters, set } = useCarteraFilters();
  const aging = useAging({
    corte: filters.query.corte,
    empresa: filters.empresa,
    generador: filters.generador,
  });
  const invoices = useInvoices({
    ...filters.query,
    estado: undefined,
    con_saldo: '1',
    page: filters.page,
    per_page: INVOICES_PER_PAGE,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  // The global search opens an invoice with ?factura=<id> (issue 26 item 6).
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('factura')) || null;
  useEffect(() => {
    if (linked === null) return;
    setOpenId(linked);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('factura');
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  const data = aging.data;

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {MSG.carteraTitle}
          </Title>
          <Text c="dimmed">{isCompany ? MSG.carteraIntroCompany : MSG.carteraIntroGenerator}</Text>
        </div>
        {isCompany && can('cartera.cargar') && <CarteraImport />}
      </Group>
      <CarteraFilters filters={filters} set={set} onlyOpen />
      {data && (
        <>
          <Group gap="xl">
            <div>
              <Text size="sm" c="dimmed">
                {MSG.carteraTotalOpen}
              </Text>
              <Text fw={700} fz={28} data-testid="cartera-total">
                {formatPesos(data.total)}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {MSG.carteraOpenInvoices}
              </Text>
              <Text fw={700} fz={28}>
                {data.facturas}
              </Text>
            </div>
          </Group>
          <AgingBuckets aging={data} selected={filters.tramo} onSelect={(tramo) => set({ tramo })} />
          <Suspense fallback={<Paper withBorder radius="lg" h={280} />}>
            <AgingChart aging={data} />
          </Suspense>
          <GeneratorsTable aging={data} showCompany={!isCompany} corte={data.corte} />
        </>
      )}
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {filters.tramo === null
            ? MSG.carteraInvoices
            : `${MSG.carteraInvoices} · ${data?.tramos[filters.tramo] ?? ''}`}
        </Title>
        {filters.tramo !== null && (
          <Button variant="subtle" onClick={() => set({ tramo: null })}>
            {MSG.carteraClearBucket}
          </Button>
        )}
      </Group>
      <InvoicesTable
        query={invoices}
        page={filters.page}
        onPage={(page) => set({ page })}
        onOpen={(r) => setOpenId(r.id)}
        variant="aging"
        showCompany={!isCompany}
      />
      <InvoiceDrawer id={openId} corte={filters.corte} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
