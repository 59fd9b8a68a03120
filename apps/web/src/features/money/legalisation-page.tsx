import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import {
  formatPesos,
  LEGALISATION_STATE_LABELS,
  LEGALISATION_STATES,
  MSG,
  type TLegalisationRow,
  type TLegalisationState,
} from '@trazo/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useExportLegalisation } from './api/export-legalisation';
import { useLegalisations } from './api/find-legalisations';
import { LegalisationBadge } from './components/money-badges';
import { MoneyTable, PER_PAGE } from './components/money-table';

/** /empresa-transporte/legalizacion-gastos ('Legalización Gastos', spec §2.1): trips with money. */
export function LegalisationPage() {
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [conductor, setConductor] = useState('');
  const [placa, setPlaca] = useState('');
  const [estado, setEstado] = useState<TLegalisationState | null>(null);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue({ conductor: conductor.trim(), placa: placa.trim() }, 300);
  const trips = useLegalisations({
    page,
    per_page: PER_PAGE,
    desde: desde || undefined,
    hasta: hasta || undefined,
    conductor: debounced.conductor || undefined,
    placa: debounced.placa || undefined,
    estado: estado ?? undefined,
  });
  const exporter = useExportLegalisation();
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.moneyLegalisationTitle}
        </Title>
        <Text c="dimmed">{MSG.moneyLegalisationIntro}</Text>
      </div>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={MSG.moneyFrom}
          value={desde}
          onChange={(e) => filter(setDesde)(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={MSG.moneyTo}
          value={hasta}
          onChange={(e) => filter(setHasta)(e.currentTarget.value)}
        />
        <TextInput
          label={MSG.moneyDriver}
          value={conductor}
          onChange={(e) => filter(setConductor)(e.currentTarget.value)}
          maxLength={100}
        />
        <TextInput
          label={MSG.moneyPlate}
          value={placa}
          onChange={(e) => filter(setPlaca)(e.currentTarget.value)}
          maxLength={10}
          w={120}
        />
        <Select
          label={MSG.moneyState}
          placeholder={MSG.moneyAllStates}
          data={LEGALISATION_STATES.map((s) => ({ value: s, label: LEGALISATION_STATE_LABELS[s] }))}
          value={estado}
          onChange={(v) => filter(setEstado)(v as TLegalisationState | null)}
          clearable
          w={170}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          disabled={!desde || !hasta}
          loading={exporter.isPending}
          onClick={() =>
            exporter.mutate(
              { desde, hasta },
              { onError: (error) => notify.failure(error, MSG.moneyExportPeriod) },
            )
          }
        >
          {MSG.moneyExportPeriod}
        </Button>
      </Group>
      <MoneyTable<TLegalisationRow>
        query={trips}
        page={page}
        onPage={setPage}
        idAccessor="movementId"
        emptyText={MSG.moneyNoTrips}
        columns={[
          { accessor: 'manifiesto', title: MSG.moneyManifest },
          {
            accessor: 'fechaDespacho',
            title: MSG.moneyDispatchDate,
            render: (r) => formatDate(r.fechaDespacho),
          },
          { accessor: 'conductor', title: MSG.moneyDriver },
          { accessor: 'placa', title: MSG.moneyPlate },
          {
            accessor: 'advancesCop',
            title: MSG.moneyAdvances,
            textAlign: 'right',
            render: (r) => formatPesos(r.advancesCop),
          },
          {
            accessor: 'expensesCop',
            title: MSG.moneyExpenses,
            textAlign: 'right',
            render: (r) => formatPesos(r.expensesCop),
          },
          {
            accessor: 'approvedCop',
            title: MSG.moneyApproved,
            textAlign: 'right',
            render: (r) => formatPesos(r.approvedCop),
          },
          {
            accessor: 'balanceCop',
            title: MSG.moneyBalance,
            textAlign: 'right',
            render: (r) => formatPesos(r.balanceCop),
          },
          {
            accessor: 'state',
            title: MSG.moneyState,
            render: (r) => <LegalisationBadge state={r.state} reopened={r.reopenedAt !== null} />,
          },
          {
            accessor: 'actions',
            title: MSG.moneyActions,
            textAlign: 'right',
            render: (r) => (
              <Button
                component={Link}
                to={`/empresa-transporte/legalizacion-gastos/${r.movementId}`}
                size="xs"
                variant="light"
                aria-label={`${MSG.moneyReview} ${MSG.moneyManifest.toLowerCase()} ${r.manifiesto}`}
              >
                {MSG.moneyReview}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
