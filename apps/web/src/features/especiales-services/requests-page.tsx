import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { MSG, SERVICE_STATE_LABELS, SERVICE_STATES, type TServiceState } from '@trazo/shared';
import { useSearchParams } from 'react-router';
import { veilsRows } from '../../lib/list-veil';
import { useServices } from './api/find-services';
import { addDays, bogotaToday, dmy, weekStart } from './components/days';
import { useServiceDrawers } from './components/service-drawers';
import { ServicesTable } from './components/services-table';
import { WeekCalendar } from './components/week-calendar';

const STATES = [
  { value: '', label: MSG.espSvcAllStates },
  ...SERVICE_STATES.map((s) => ({ value: s, label: SERVICE_STATE_LABELS[s] })),
];

/**
 * /especiales/solicitudes-transporte-especial (spec §2.1, §2.7 Servicios; issue 24 item 3): the
 * dispatcher's board of the day or the week, as a list or a week calendar; requests waiting stand out.
 * The view lives in the address (?fecha, ?periodo, ?vista, ?estado), so Inicio's counters link into it.
 */
export function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const day = params.get('fecha') ?? bogotaToday();
  const period = params.get('periodo') === 'semana' ? 'semana' : 'dia';
  const view = params.get('vista') === 'calendario' && period === 'semana' ? 'calendario' : 'lista';
  const state = (params.get('estado') ?? '') as TServiceState | '';
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
        return next;
      },
      { replace: true },
    );
  const from = period === 'semana' ? weekStart(day) : day;
  const to = period === 'semana' ? addDays(from, 6) : day;
  const list = useServices({ desde: from, hasta: to, per_page: 100, ...(state ? { estado: state } : {}) });
  const waiting = useServices({ desde: from, hasta: to, per_page: 1, estado: 'solicitada' });
  const { drawers, open, create } = useServiceDrawers();
  const services = list.data?.data ?? [];
  const step = period === 'semana' ? 7 : 1;

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {MSG.espSvcTitle}
          </Title>
          <Text c="dimmed">{MSG.espSvcIntro}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={create}>
          {MSG.espSvcNew}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={MSG.espSvcDay}
          value={period}
          onChange={(value) => update({ periodo: value === 'semana' ? 'semana' : '' })}
          data={[
            { value: 'dia', label: MSG.espSvcDay },
            { value: 'semana', label: MSG.espSvcWeek },
          ]}
        />
        <Group gap={4}>
          <Button
            variant="default"
            px="xs"
            aria-label={MSG.espSvcPrevious}
            onClick={() => update({ fecha: addDays(day, -step) })}
          >
            <IconChevronLeft size={16} />
          </Button>
          <TextInput
            type="date"
            aria-label={MSG.espSvcDate}
            value={day}
            onChange={(e) => update({ fecha: e.currentTarget.value })}
          />
          <Button
            variant="default"
            px="xs"
            aria-label={MSG.espSvcNext}
            onClick={() => update({ fecha: addDays(day, step) })}
          >
            <IconChevronRight size={16} />
          </Button>
          <Button variant="subtle" onClick={() => update({ fecha: '' })}>
            {MSG.espSvcToday}
          </Button>
        </Group>
        <Select
          aria-label={MSG.espSvcState}
          data={STATES}
          value={state}
          onChange={(value) => update({ estado: value ?? '' })}
          allowDeselect={false}
          w={200}
        />
        {period === 'semana' && (
          <SegmentedControl
            aria-label={MSG.espSvcCalendar}
            value={view}
            onChange={(value) => update({ vista: value === 'calendario' ? 'calendario' : '' })}
            data={[
              { value: 'lista', label: MSG.espSvcList },
              { value: 'calendario', label: MSG.espSvcCalendar },
            ]}
          />
        )}
      </Group>
      <Text fw={600}>{period === 'semana' ? `${dmy(from)} – ${dmy(to)}` : dmy(day)}</Text>
      {(waiting.data?.total ?? 0) > 0 && (
        <Alert color="yellow" title={`${waiting.data?.total} ${MSG.espSvcWaiting.toLowerCase()}`}>
          <Group justify="space-between">
            <Text size="sm">{MSG.espSvcWaitingHint}</Text>
            <Button size="xs" variant="light" color="yellow" onClick={() => update({ estado: 'solicitada' })}>
              {MSG.espSvcWaiting}
            </Button>
          </Group>
        </Alert>
      )}
      {view === 'calendario' ? (
        <WeekCalendar start={from} services={services} onOpen={open} />
      ) : (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <ServicesTable records={services} fetching={veilsRows(list)} onOpen={open} />
        </Paper>
      )}
      {drawers}
    </Stack>
  );
}
