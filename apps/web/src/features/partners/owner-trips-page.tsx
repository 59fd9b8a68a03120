import { Stack } from '@mantine/core';
import { formatPesos, MOVEMENT_STATES, type MovementStateCode, MSG } from '@trazo/shared';
import { useOwnerTrips } from './api/partner-api';
import { TRIP_COLUMNS } from './components/partner-columns';
import { PartnerFilters } from './components/partner-filters';
import { PartnerHeader } from './components/partner-header';
import { PARTNER_PER_PAGE, PartnerTable } from './components/partner-table';
import { PartnerTotals } from './components/partner-totals';
import { usePartnerFilters } from './use-partner-filters';

const STATES = MOVEMENT_STATES.map((s) => ({ value: s.code, label: s.label }));

/** /terceros/viajes (issue 26 §5): the trips of the owner's vehicles, in every company. */
export function OwnerTripsPage() {
  const { filters, query, set } = usePartnerFilters();
  const apiQuery = { ...query, estado: query.estado as MovementStateCode | undefined };
  const list = useOwnerTrips({ ...apiQuery, page: filters.page, per_page: PARTNER_PER_PAGE });
  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <PartnerHeader area="terceros" title={MSG.thirdPartyTripsTitle} intro={MSG.thirdPartyTripsIntro} />
      <PartnerFilters area="terceros" filters={filters} query={query} set={set} states={STATES} />
      <PartnerTotals
        items={[
          { label: MSG.partnerTripsCount, value: String(list.data?.total ?? 0) },
          { label: MSG.partnerAdvancesTotal, value: formatPesos(list.data?.total_anticipos ?? 0) },
          { label: MSG.partnerFreightTotal, value: formatPesos(list.data?.total_flete ?? 0) },
        ]}
      />
      <PartnerTable
        label={MSG.thirdPartyTripsTitle}
        rows={list.data?.data}
        total={list.data?.total ?? 0}
        columns={TRIP_COLUMNS}
        loading={list}
        error={list.error}
        emptyText={MSG.partnerNoTrips}
        page={filters.page}
        onPage={(page) => set({ page })}
      />
    </Stack>
  );
}
