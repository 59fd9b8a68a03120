import 'mantine-datatable/styles.css';
import { ActionIcon, Button, Group, Loader, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconCircleDashed, IconEraser, IconSettings, IconStack2 } from '@tabler/icons-react';
import { GENERATORS_PER_PAGE, MSG, type TGeneratorRow } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../../components/data-table-texts';
import { LIST_TABLE } from '../../../components/list-table';
import { veilsRows } from '../../../lib/list-veil';
import { useGenerators } from '../api/load-generators';
import { GeneratorFlow } from './generator-flow';
import { MassEventsDialog } from './mass-events-dialog';
import { NoMobileApp } from './no-mobile-app';

/** 'Configuración de Eventos' (spec §2.8): generator selector, Limpiar, Configuración Masiva, generator table. */
export function EventConfiguration() {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, 300);
  const filter = picked ?? debounced;
  const generators = useGenerators(page, filter);
  const [flow, setFlow] = useState<{ nit: string; name: string } | null>(null);
  const [isMassOpen, setMassOpen] = useState(false);

  if (generators.isPending) return <Loader size="sm" />;
  if (generators.isError) return <Text c="red">{generators.error.message}</Text>;
  const data = generators.data;
  if (!data.existe_app_trazo) return <NoMobileApp />;

  const clear = () => {
    setSearch('');
    setPicked(null);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        {MSG.eventsConfigTitle}
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label={MSG.configSearchGenerator}
          placeholder={MSG.configSearchGeneratorHint}
          searchable
          clearable
          flex={1}
          miw={260}
          data={data.generadores.map((g) => ({
            value: g.documento,
            label: `${g.razon_social} (${g.documento})`,
          }))}
          value={picked}
          searchValue={search}
          onSearchChange={(value) => {
            setSearch(value);
            if (!picked) setPage(1);
          }}
          onChange={(value) => {
            setPicked(value);
            setPage(1);
          }}
          filter={({ options }) => options}
          nothingFoundMessage={MSG.configNoGenerators}
        />
        <Button variant="default" leftSection={<IconEraser size={16} />} onClick={clear}>
          {MSG.eventsClear}
        </Button>
        <Button leftSection={<IconStack2 size={16} />} onClick={() => setMassOpen(true)}>
          {MSG.eventsMassConfig}
        </Button>
      </Group>
      <DataTable<TGeneratorRow>
        {...LIST_TABLE}
        withTableBorder
        borderRadius="md"
        minHeight={data.data.data.length ? undefined : 180}
        records={data.data.data}
        idAccessor="documento"
        fetching={veilsRows(generators)}
        noRecordsText={MSG.configNoGenerators}
        totalRecords={data.data.total}
        recordsPerPage={GENERATORS_PER_PAGE}
        page={data.data.current_page}
        onPageChange={setPage}
        paginationText={paginationText}
        getPaginationControlProps={paginationControlProps}
        getPaginationItemProps={paginationItemProps}
        columns={[
          { accessor: 'documento', title: MSG.configNit },
          { accessor: 'razon_social', title: MSG.configGenerator },
          {
            accessor: 'id_client',
            title: MSG.configState,
            textAlign: 'center',
            render: (g) =>
              g.id_client ? (
                <Tooltip label={MSG.configConfigured}>
                  <IconCircleCheck
                    color="var(--mantine-color-teal-6)"
                    aria-label={MSG.configConfigured}
                    role="img"
                  />
                </Tooltip>
              ) : (
                <Tooltip label={MSG.configNotConfigured}>
                  <IconCircleDashed
                    color="var(--mantine-color-gray-5)"
                    aria-label={MSG.configNotConfigured}
                    role="img"
                  />
                </Tooltip>
              ),
          },
          {
            accessor: 'options',
            title: MSG.configActions,
            textAlign: 'right',
            render: (g) => (
              <ActionIcon
                variant="light"
                aria-label={`${MSG.configOpenGenerator} ${g.razon_social}`}
                onClick={() => setFlow({ nit: g.documento, name: g.razon_social })}
              >
                <IconSettings size={16} />
              </ActionIcon>
            ),
          },
        ]}
      />
      {flow && <GeneratorFlow generator={flow} onClose={() => setFlow(null)} />}
      {isMassOpen && (
        <MassEventsDialog
          offered={data.array_events}
          initial={data.events_masiv_config_customer}
          onClose={() => setMassOpen(false)}
        />
      )}
    </Stack>
  );
}
