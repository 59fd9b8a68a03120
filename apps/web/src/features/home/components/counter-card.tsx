import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A number of Inicio that opens the list it counts; its name is what it shows (label, then number). */
export function CounterCard({
  label,
  total,
  to,
  code,
}: {
  label: string;
  total: number;
  to: string;
  code: string;
}) {
  return (
    <Card component={Link} to={to} withBorder radius="lg" p="md" data-testid={`contador-${code}`}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={30} fw={700} data-testid={`contador-${code}-total`}>
        {total.toLocaleString('es-CO')}
      </Text>
    </Card>
  );
}
