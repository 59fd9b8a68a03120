import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A number of Inicio that opens the list it counts; its name is what it shows (label, number, detail:
 * axe 2.5.3 label in name). `color` marks it with a left border (a state's colour).
 */
export function CounterCard({
  label,
  total,
  to,
  code,
  color,
  detail,
}: {
  label: string;
  total: number;
  to: string;
  code: string;
  color?: string;
  detail?: string;
}) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="lg"
      p="md"
      data-testid={`contador-${code}`}
      style={color ? { borderLeft: `4px solid var(--mantine-color-${color}-6)` } : undefined}
    >
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={30} fw={700} data-testid={`contador-${code}-total`}>
        {total.toLocaleString('es-CO')}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}
