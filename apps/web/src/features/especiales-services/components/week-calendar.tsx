import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { MSG, SERVICE_STATE_LABELS, type TService } from '@trazo/shared';
import { addDays, shortDay } from './days';
import { SERVICE_STATE_COLORS } from './service-state-badge';

/** The week as seven columns (Monday first), each day's services by hour; click one to open it. */
export function WeekCalendar({
  start,
  services,
  onOpen,
}: {
  start: string;
  services: TService[];
  onOpen: (service: TService) => void;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  return (
    <SimpleGrid cols={{ base: 1, sm: 4, lg: 7 }} spacing="xs" aria-label={MSG.espSvcCalendar} role="grid">
      {days.map((day) => {
        const list = services.filter((s) => s.date === day);
        return (
          <Paper key={day} withBorder radius="md" p="xs" role="row" aria-label={shortDay(day)}>
            <Text size="sm" fw={700} mb={6} tt="capitalize">
              {shortDay(day)}
            </Text>
            <Stack gap={6}>
              {list.length === 0 && (
                <Text size="xs" c="dimmed">
                  —
                </Text>
              )}
              {list.map((s) => (
                <UnstyledButton
                  key={s.id}
                  role="gridcell"
                  onClick={() => onOpen(s)}
                  aria-label={`${MSG.espSvcService} ${s.id} ${s.startTime} ${SERVICE_STATE_LABELS[s.state]}`}
                  style={{
                    borderLeft: `4px solid var(--mantine-color-${SERVICE_STATE_COLORS[s.state]}-6)`,
                    background: `var(--mantine-color-${SERVICE_STATE_COLORS[s.state]}-light)`,
                    borderRadius: 6,
                    padding: '4px 6px',
                  }}
                >
                  <Text size="xs" fw={700}>
                    {s.startTime} · N.º {s.id}
                  </Text>
                  <Text size="xs" lineClamp={2}>
                    {s.origin.name} → {s.destination.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {SERVICE_STATE_LABELS[s.state]}
                    {s.vehicle ? ` · ${s.vehicle.plate}` : ''}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
