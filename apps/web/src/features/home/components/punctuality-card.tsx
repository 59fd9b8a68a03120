import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { MSG, type TWeekPunctuality } from '@trazo/shared';

function Week({ label, week }: { label: string; week: TWeekPunctuality }) {
  return (
    <Stack gap={0}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {week.porcentaje === null ? '—' : `${week.porcentaje.toLocaleString('es-CO')} %`}
      </Text>
      <Text size="xs" c="dimmed">
        {week.porcentaje === null
          ? MSG.dashboardNoPlannedTime
          : `${week.a_tiempo} a tiempo · ${week.tarde} tarde`}
      </Text>
    </Stack>
  );
}

/** On-time deliveries this week vs last (ADR 0015's "on time", as in Informes). */
export function PunctualityCard({
  current,
  previous,
}: {
  current: TWeekPunctuality;
  previous: TWeekPunctuality;
}) {
  return (
    <Card withBorder radius="lg" p="lg" data-testid="puntualidad">
      <Title order={2} fz="lg" mb="sm">
        {MSG.dashboardPunctualityTitle}
      </Title>
      <Group gap="xl">
        <Week label={MSG.dashboardThisWeek} week={current} />
        <Week label={MSG.dashboardLastWeek} week={previous} />
      </Group>
    </Card>
  );
}
