import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type OverviewPeriod, useOverview } from './api/find-overview';
import { ReportTabs } from './components/report-tabs';

// The charts come in their own chunk (@mantine/charts + recharts): the period form and the downloads
// show at once, and no other page pays for them.
const OverviewCharts = lazy(() =>
  import('./components/overview-charts').then((m) => ({ default: m.OverviewCharts })),
);

function Loading() {
  return (
    <Center py="xl" role="status" aria-label={MSG.overviewLoading}>
      <Loader />
    </Center>
  );
}

/** /empresa-transporte/informes ('Informes', issue 12 §5): the period's overview and the two downloads. */
export function InformesPage() {
  const [period, setPeriod] = useState<OverviewPeriod>({});
  const [fecha, setFecha] = useState('');
  const [fechaFin, setFechaFin] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const overview = useOverview(period);
  const data = overview.data;

  // The default period (the last 30 days) is the server's: show it in the inputs once it is known.
  useEffect(() => {
    if (data && !fecha && !fechaFin) {
      setFecha(data.fecha);
      setFechaFin(data.fecha_fin);
    }
  }, [data, fecha, fechaFin]);

  const apply = () => {
    if (!fecha || !fechaFin) {
      setWarning(MSG.overviewDatesRequired);
      return;
    }
    setWarning(null);
    setPeriod({ fecha, fecha_fin: fechaFin });
  };

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Informes
      </Title>
      <Paper withBorder radius="lg" p="lg" component="section" aria-label={MSG.overviewTitle}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {MSG.overviewTitle}
          </Title>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label={MSG.reportsStartDate}
              value={fecha}
              onChange={(e) => setFecha(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={MSG.reportsEndDate}
              value={fechaFin}
              onChange={(e) => setFechaFin(e.currentTarget.value)}
            />
            <Button leftSection={<IconChartBar size={18} />} onClick={apply} loading={overview.isFetching}>
              {MSG.overviewApply}
            </Button>
          </Group>
          {data && (
            <Text size="sm" c="dimmed">
              {MSG.overviewPeriod}: {data.fecha} — {data.fecha_fin}
            </Text>
          )}
          {warning && <Alert color="yellow">{warning}</Alert>}
          {overview.error && <Alert color="red">{overview.error.message}</Alert>}
        </Stack>
      </Paper>
      {data ? (
        <Suspense fallback={<Loading />}>
          <OverviewCharts data={data} />
        </Suspense>
      ) : (
        overview.isPending && <Loading />
      )}
      <Paper withBorder radius="lg" p="lg" component="section" aria-label={MSG.overviewDownloads}>
        <Title order={2} fz="lg" mb="sm">
          {MSG.overviewDownloads}
        </Title>
        <ReportTabs />
      </Paper>
    </Stack>
  );
}
