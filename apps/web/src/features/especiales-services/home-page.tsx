import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MSG, SERVICE_STATE_LABELS, SERVICE_STATES, type TServiceState } from '@trazo/shared';
import { useChosenCustomer } from '../../lib/chosen-customer';
import { useEspecialesDashboard } from '../home/api/find-dashboard';
import { CounterCard } from '../home/components/counter-card';
import { useServiceSummary } from './api/find-service-summary';
import { dmy } from './components/days';
import { SERVICE_STATE_COLORS } from './components/service-state-badge';

const BOARD = '/especiales/solicitudes-transporte-especial';
const HISTORY = '/especiales/historicos-solicitudes-transporte-especial';
const VEHICLES = '/especiales/vehiculos';
const DRIVERS = '/especiales/conductores';

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
          <CounterCard
            key={state}
            code={`${day}-${state}`}
            label={SERVICE_STATE_LABELS[state]}
            total={counts[state] ?? 0}
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
            <CounterCard
              code="por-programar"
              label={MSG.espSvcWaiting}
              total={s.waiting}
              color="yellow"
              to={`${HISTORY}?estado=solicitada&desde=${s.today}`}
            />
            {docs && (
              <CounterCard
                code="documentos"
                label={MSG.espSvcHomeDocuments}
                total={docs.total}
                color={docs.vencidos > 0 ? 'red' : 'orange'}
                detail={`${docs.vencidos} ${MSG.espSvcHomeDocumentsDetail}`}
                to={`${docsList}?estado=por_vencer_o_vencido`}
              />
            )}
            {counters && (
              <CounterCard
                code="fuec-mes"
                label={MSG.espSvcHomeFuecs}
                total={counters.fuec_mes.total}
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
