import { Group, Select, TextInput } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { ExportButtons } from '../../../components/export-buttons';
import { LIST_PATH, type PartnerArea, usePartnerCompanies } from '../api/partner-api';
import type { PartnerFilterState } from '../use-partner-filters';

interface PartnerFiltersProps {
  area: PartnerArea;
  filters: PartnerFilterState;
  query: Record<string, string | number | undefined>;
  set: (patch: Partial<PartnerFilterState>) => void;
  states: { value: string; label: string }[];
}

/** Dates, company, state, a plate or manifest, and the export of exactly what the list shows. */
export function PartnerFilters({ area, filters, query, set, states }: PartnerFiltersProps) {
  const companies = usePartnerCompanies(area);
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        type="date"
        label={MSG.partnerFrom}
        value={filters.desde}
        onChange={(e) => set({ desde: e.currentTarget.value })}
        w={170}
      />
      <TextInput
        type="date"
        label={MSG.partnerTo}
        value={filters.hasta}
        onChange={(e) => set({ hasta: e.currentTarget.value })}
        w={170}
      />
      <Select
        label={MSG.partnerCompany}
        placeholder={MSG.partnerAllCompanies}
        data={(companies.data?.empresas ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
        value={filters.empresa === null ? null : String(filters.empresa)}
        onChange={(v) => set({ empresa: v ? Number(v) : null })}
        searchable
        clearable
        w={240}
      />
      <Select
        label={MSG.partnerState}
        placeholder={MSG.partnerAllStates}
        data={states}
        value={filters.estado}
        onChange={(v) => set({ estado: v })}
        clearable
        w={170}
      />
      <TextInput
        label={MSG.partnerSearch}
        value={filters.q}
        onChange={(e) => set({ q: e.currentTarget.value })}
        maxLength={30}
        w={180}
      />
      <ExportButtons path={`/${LIST_PATH[area]}/exportar`} query={query} fileName={area} />
    </Group>
  );
}
