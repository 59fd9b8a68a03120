import { Button, Group, Stack, Title } from '@mantine/core';
import { bogotaDay, formatPesos, MSG, ROLE } from '@trazo/shared';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { type PartnerArea, useOwnerTrips, usePartnerCompanies, useProviderExpenses } from './api/partner-api';
import { EXPENSE_COLUMNS, TRIP_COLUMNS } from './components/partner-columns';
import { PartnerHeader } from './components/partner-header';
import { PartnerTable } from './components/partner-table';
import { PartnerTotals } from './components/partner-totals';

const LATEST = { page: 1, per_page: 5 } as const;

/** The first day of this month in Bogotá (AAAA-MM-01). */
const monthStart = () => `${bogotaDay(new Date().toISOString()).slice(0, 8)}01`;

function ProviderHome() {
  const companies = usePartnerCompanies('proveedor');
  const ready = Boolean(companies.data?.nit);
  const month = useProviderExpenses({ ...LATEST, desde: monthStart() }, ready);
  const latest = useProviderExpenses({ ...LATEST }, ready);
  return (
    <>
      <PartnerTotals
        items={[
          { label: MSG.partnerCompanies, value: String(companies.data?.empresas.length ?? 0) },
          {
            label: `${MSG.partnerExpensesCount} · ${MSG.partnerThisMonth}`,
            value: String(month.data?.total ?? 0),
          },
          {
            label: `${MSG.partnerExpensesTotal} · ${MSG.partnerThisMonth}`,
            value: formatPesos(month.data?.total_valor ?? 0),
          },
        ]}
      />
      <Latest to="/proveedor/gastos">
        <PartnerTable
          label={MSG.partnerLatest}
          rows={latest.data?.data}
          total={latest.data?.data.length ?? 0}
          columns={EXPENSE_COLUMNS}
          loading={latest}
          error={latest.error}
          emptyText={MSG.partnerNoExpenses}
          page={1}
          onPage={() => undefined}
        />
      </Latest>
    </>
  );
}

function OwnerHome() {
  const companies = usePartnerCompanies('terceros');
  const ready = Boolean(companies.data?.nit);
  const month = useOwnerTrips({ ...LATEST, desde: monthStart() }, ready);
  const latest = useOwnerTrips({ ...LATEST }, ready);
  return (
    <>
      <PartnerTotals
        items={[
          { label: MSG.partnerCompanies, value: String(companies.data?.empresas.length ?? 0) },
          {
            label: `${MSG.partnerTripsCount} · ${MSG.partnerThisMonth}`,
            value: String(month.data?.total ?? 0),
          },
          {
            label: `${MSG.partnerFreightTotal} · ${MSG.partnerThisMonth}`,
            value: formatPesos(month.data?.total_flete ?? 0),
          },
        ]}
      />
      <Latest to="/terceros/viajes">
        <PartnerTable
          label={MSG.partnerLatest}
          rows={latest.data?.data}
          total={latest.data?.data.length ?? 0}
          columns={TRIP_COLUMNS}
          loading={latest}
          error={latest.error}
          emptyText={MSG.partnerNoTrips}
          page={1}
          onPage={() => undefined}
        />
      </Latest>
    </>
  );
}

function Latest({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz={20}>
          {MSG.partnerLatest}
        </Title>
        <Button component={Link} to={to} variant="light">
          {MSG.partnerSeeAll}
        </Button>
      </Group>
      {children}
    </Stack>
  );
}

/** Inicio of the provider's and the third party's areas: this month's figures and the latest rows. */
export function PartnerHomePage() {
  const { rol, nombre } = useSession();
  const area: PartnerArea = rol === ROLE.terceros ? 'terceros' : 'proveedor';
  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <PartnerHeader
        area={area}
        title={`${MSG.welcomeGreeting}, ${nombre}`}
        intro={area === 'terceros' ? MSG.thirdPartyHomeIntro : MSG.providerHomeIntro}
      />
      {area === 'terceros' ? <OwnerHome /> : <ProviderHome />}
    </Stack>
  );
}
