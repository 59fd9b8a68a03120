import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { MSG, SERVICE_STATE_LABELS, SERVICE_STATES, type TServiceState } from '@trazo/shared';
import { Link } from 'react-router';
import { useChosenCustomer } from '../../lib/chosen-customer';
import { useEspecialesDashboard } from '../home/api/find-dashboard';
import { useServiceSummary } from './api/find-service-summary';
import { dmy } from './components/days';
import { SERVICE_STATE_COLORS } from './components/service-state-badge';

const BOARD = '/especiales/solicitudes-transporte-especial';
const HISTORY = '/especiales/historicos-solicitudes-transporte-especial';
const VEHICLES = '/especiales/vehiculos';
const DRIVERS = '/especiales/conductores';

/** A number that opens the list it counts; its accessible name is what it shows (axe 2.5.3 label in name). */
function Counter({
  label,
  value,
  to,
  color,
  detail,
}: {
  label: string;
  value: number;
  to: string;
  color: string;
  detail?: string;
}) {
  return (
    <UnstyledButton component={Link} to={to}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
      >
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          {label}
        </Text>
        <Text fz={28} fw={700}>
          {value}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

function DayCard({
  title,
  day,
  counts,
}: {
  title: string;
  day: string;
  counts: Record<TServiceState, number>;
}) {
  return (
    <Paper withBorder radius="lg" p="md" aria-label={title} component="section">
      <Title order={2} fz="lg" mb="sm">
        {`${title} · ${dmy(day)}`}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {SERVICE_STATES.map((state) => (
          <Counter
            key={state}
            label={SERVICE_STATE_LABELS[state]}
            value={counts[state] ?? 0}
            color={SERVICE_STATE_COLORS[state]}
            to={`${BOARD}?fecha=${day}&estado=${state}`}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * Especiales Inicio (issue 24 item 8): today's and tomorrow's services by state, the requests waiting,
 * the fleet documents expired or due within 30 days and the FUECs issued this month — each opening its
 * list filtered.
 */
export function EspecialesHomePage() {
  const summary = useServiceSummary();
  const s = summary.data;
  const counters = useEspecialesDashboard().data;
  // An operator may work for several companies (select-customer): Inicio says whose services these are.
  const company = useChosenCustomer();
  const docs = counters?.documentos;
  // The vehicles' list unless only drivers' documents are due.
  const docsList = docs && docs.vehiculos === 0 && docs.conductores > 0 ? DRIVERS : VEHICLES;
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <div>
        {company && (
          <Text size="sm" fw={600} c="dimmed">
            {company.name}
          </Text>
        )}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.espSvcHomeTitle}
        </Title>
        <Text c="dimmed">{MSG.espSvcHomeIntro}</Text>
      </div>
      {s && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Counter
              label={MSG.espSvcWaiting}
              value={s.waiting}
              color="yellow"
              to={`${HISTORY}?estado=solicitada&desde=${s.today}`}
            />
            {docs && (
              <Counter
                label={MSG.espSvcHomeDocuments}
                value={docs.total}
                color={docs.vencidos > 0 ? 'red' : 'orange'}
                detail={`${docs.vencidos} ${MSG.espSvcHomeDocumentsDetail}`}
                to={`${docsList}?estado=por_vencer_o_vencido`}
              />
            )}
            {counters && (
              <Counter
                label={MSG.espSvcHomeFuecs}
                value={counters.fuec_mes.total}
                color="teal"
                to={`/especiales/fuec?mes=${counters.fuec_mes.mes}`}
              />
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <DayCard title={MSG.espSvcToday} day={s.today} counts={s.todayByState} />
            <DayCard title={MSG.espSvcTomorrow} day={s.tomorrow} counts={s.tomorrowByState} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
