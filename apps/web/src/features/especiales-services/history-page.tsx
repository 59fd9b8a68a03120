import { Button, Grid, Group, Menu, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { MSG, SERVICE_STATE_LABELS, SERVICE_STATES, type TServiceFilter } from '@trazo/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { veilsRows } from '../../lib/list-veil';
import { notify } from '../../lib/notify';
import { useExportServices } from './api/export-services';
import { useContracts, useCostCentres } from './api/find-options';
import { useServiceResources } from './api/find-service-resources';
import { useServiceTotals } from './api/find-service-totals';
import { useServices } from './api/find-services';
import { useServiceDrawers } from './components/service-drawers';
import { ServicesTable } from './components/services-table';
import { TotalsTables } from './components/totals-tables';

const PER_PAGE = 15;
const FILTER_KEYS = ['desde', 'hasta', 'estado', 'cliente', 'centro', 'vehiculo', 'conductor'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const STATES = SERVICE_STATES.map((s) => ({ value: s, label: SERVICE_STATE_LABELS[s] }));

/**
 * /especiales/historicos-solicitudes-transporte-especial (spec §2.1; issue 24 item 7): every service with
 * filters (in the address, so Inicio links here), SQL pagination, totals per cost centre and per client, the
 * streamed export and each service's change history in its drawer.
 */
export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const value = (k: FilterKey) => params.get(k) ?? '';
  const setFilter = (k: FilterKey) => (v: string | null) => {
    setPage(1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        v ? next.set(k, v) : next.delete(k);
        return next;
      },
      { replace: true },
    );
  };
  const filter: TServiceFilter = Object.fromEntries(
    FILTER_KEYS.filter((k) => value(k) !== '').map((k) => [k, value(k)]),
  );
  const list = useServices({ ...filter, page, per_page: PER_PAGE, orden: 'desc' });
  const totals = useServiceTotals(filter);
  const contracts = useContracts();
  const centres = useCostCentres();
  const resources = useServiceResources(true);
  const exporter = useExportServices();
  const { drawers, open } = useServiceDrawers();
  const clients = [...new Map((contracts.data ?? []).map((c) => [c.clientNit, c.clientName])).entries()].map(
    ([nit, name]) => ({ value: nit, label: `${name} (${nit})` }),
  );
  const download = (format: 'xlsx' | 'csv') =>
    exporter.mutate({ format, filter }, { onError: (error) => notify.failure(error, MSG.espExport) });

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {MSG.espSvcHistoryTitle}
          </Title>
          <Text c="dimmed">{MSG.espSvcHistoryIntro}</Text>
        </div>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporter.isPending}>
              {MSG.espExport}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => download('xlsx')}>
              {MSG.espExportXlsx}
            </Menu.Item>
            <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => download('csv')}>
              {MSG.espExportCsv}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Paper withBorder radius="lg" p="md">
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 6, md: 2 }}>
            <TextInput
              type="date"
              label={MSG.espSvcFrom}
              value={value('desde')}
              onChange={(e) => setFilter('desde')(e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <TextInput
              type="date"
              label={MSG.espSvcTo}
              value={value('hasta')}
              onChange={(e) => setFilter('hasta')(e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
            <Select
              label={MSG.espSvcState}
              data={STATES}
              value={value('estado') || null}
              onChange={setFilter('estado')}
              clearable
              placeholder={MSG.espSvcAllStates}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={MSG.espSvcClient}
              data={clients}
              value={value('cliente') || null}
              onChange={setFilter('cliente')}
              clearable
              searchable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={MSG.espSvcCostCentre}
              data={(centres.data ?? []).map((c) => ({
                value: String(c.id),
                label: `${c.code} · ${c.name}`,
              }))}
              value={value('centro') || null}
              onChange={setFilter('centro')}
              clearable
              searchable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={MSG.espSvcVehicle}
              data={(resources.data?.vehicles ?? []).map((x) => ({ value: String(x.id), label: x.plate }))}
              value={value('vehiculo') || null}
              onChange={setFilter('vehiculo')}
              clearable
              searchable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={MSG.espSvcDrivers}
              data={(resources.data?.drivers ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
              value={value('conductor') || null}
              onChange={setFilter('conductor')}
              clearable
              searchable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            <Button variant="subtle" onClick={() => setParams({}, { replace: true })}>
              {MSG.espSvcClearFilters}
            </Button>
          </Grid.Col>
        </Grid>
      </Paper>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <ServicesTable
          records={list.data?.data ?? []}
          fetching={veilsRows(list)}
          onOpen={open}
          pagination={{ page, perPage: PER_PAGE, total: list.data?.total ?? 0, onPage: setPage }}
        />
      </Paper>
      <TotalsTables totals={totals.data} />
      {drawers}
    </Stack>
  );
}
