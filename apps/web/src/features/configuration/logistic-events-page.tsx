import 'mantine-datatable/styles.css';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSearch } from '@tabler/icons-react';
import { MSG, type TLogisticEvent } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { LIST_TABLE } from '../../components/list-table';
import { veilsRows } from '../../lib/list-veil';
import { useLogisticEvents } from './api/logistic-events';
import { LatenessCard } from './components/lateness-card';
import { LogisticEventForm } from './components/logistic-event-form';
import { RejectionReasonsCard } from './components/rejection-reasons-card';

/** /empresa-transporte/configuracion/eventos ('Eventos Logisticos'): list, search, create, rename, deactivate. */
export function LogisticEventsPage() {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const events = useLogisticEvents(debounced);
  const [editing, setEditing] = useState<TLogisticEvent | 'new' | null>(null);

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.configEventsPageTitle}
        </Title>
        <Text c="dimmed">{MSG.configEventsPageIntro}</Text>
      </div>
      <Group justify="space-between">
        <TextInput
          aria-label={MSG.configSearch}
          placeholder={MSG.configSearch}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={320}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {MSG.configNewEvent}
        </Button>
      </Group>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <DataTable<TLogisticEvent>
          {...LIST_TABLE}
          records={events.data?.data ?? []}
          idAccessor="id_events"
          fetching={veilsRows(events)}
          minHeight={events.data?.data.length ? undefined : 200}
          noRecordsText={events.error?.message ?? MSG.configNoGenerators}
          columns={[
            { accessor: 'code', title: MSG.configEventCode },
            { accessor: 'event', title: MSG.configEventName },
            {
              accessor: 'builtin',
              title: '',
              render: (e) => (e.builtin ? MSG.configEventBuiltin : MSG.configEventOwn),
            },
            {
              accessor: 'active',
              title: MSG.configEventActive,
              render: (e) => (
                <Badge color={e.active ? 'teal' : 'gray'} variant="light">
                  {e.active ? MSG.configYes : MSG.configNo}
                </Badge>
              ),
            },
            {
              accessor: 'actions',
              title: MSG.configActions,
              textAlign: 'right',
              render: (e) => (
                <ActionIcon
                  variant="subtle"
                  aria-label={`${MSG.configEditEvent} ${e.event}`}
                  onClick={() => setEditing(e)}
                >
                  <IconEdit size={16} />
                </ActionIcon>
              ),
            },
          ]}
        />
      </Paper>
      <RejectionReasonsCard />
      <LatenessCard />
      {editing !== null && (
        <LogisticEventForm event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
