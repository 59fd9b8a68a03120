import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MSG, ROLE } from '@trazo/shared';
import type { ReactNode } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useExportInvoices } from '../api/export-invoices';
import { useCarteraOptions } from '../api/find-options';
import type { CarteraFilterState } from '../use-cartera-filters';

interface CarteraFiltersProps {
  filters: CarteraFilterState;
  set: (patch: Partial<CarteraFilterState>) => void;
  /** Extra filters of one page (the history's dates and state). */
  children?: ReactNode;
  /** Cartera exports only the invoices with a balance, as its list shows. */
  onlyOpen?: boolean;
}

/** The as-of date, the company or generator, a search, and the export of what the list shows. */
export function CarteraFilters({ filters, set, children, onlyOpen }: CarteraFiltersProps) {
  const { rol } = useSession();
  const options = useCarteraOptions();
  const exporter = useExportInvoices();
  const isCompany = rol === ROLE.empresaTransporte;
  const choices = isCompany
    ? (options.data?.generadores ?? []).map((g) => ({ value: String(g.id), label: `${g.nombre} · ${g.nit}` }))
    : (options.data?.empresas ?? []).map((e) => ({ value: String(e.id), label: e.nombre }));
  const chosen = isCompany ? filters.generador : filters.empresa;
  const download = (formato: 'xlsx' | 'csv') =>
    exporter.mutate(
      { ...filters.query, ...(onlyOpen ? { con_saldo: '1' as const, estado: undefined } : {}), formato },
      {
        onError: (error) =>
          notify.failure(error, formato === 'xlsx' ? MSG.carteraExportXlsx : MSG.carteraExportCsv),
      },
    );

  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        type="date"
        label={MSG.carteraAsOf}
        value={filters.corte}
        onChange={(e) => set({ corte: e.currentTarget.value })}
        w={170}
      />
      <Select
        label={isCompany ? MSG.carteraGenerator : MSG.carteraCompany}
        placeholder={isCompany ? MSG.carteraAllGenerators : MSG.carteraAllCompanies}
        data={choices}
        value={chosen ? String(chosen) : null}
        onChange={(v) =>
          set(isCompany ? { generador: v ? Number(v) : undefined } : { empresa: v ? Number(v) : undefined })
        }
        searchable
        clearable
        w={260}
      />
      <TextInput
        label={MSG.carteraSearch}
        value={filters.q}
        onChange={(e) => set({ q: e.currentTarget.value })}
        maxLength={60}
        w={220}
      />
      {children}
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={exporter.isPending}
        onClick={() => download('xlsx')}
      >
        {MSG.carteraExportXlsx}
      </Button>
      <Button
        variant="subtle"
        leftSection={<IconDownload size={16} />}
        loading={exporter.isPending}
        onClick={() => download('csv')}
      >
        {MSG.carteraExportCsv}
      </Button>
    </Group>
  );
}
