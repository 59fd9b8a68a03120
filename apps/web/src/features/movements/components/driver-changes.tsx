import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { MSG, type TMovementDetail } from '@trazo/shared';
import { formatDateTime, orDash } from '../../../lib/format';

/** The movement's 'Cambiar conductor' history (issue 22 item 4): when, who, from → to. */
export function DriverChanges({ movement }: { movement: TMovementDetail }) {
  if (movement.cambios_conductor.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Title order={3} size="h5" id="driver-changes-title">
          {MSG.driverChangesTitle}
        </Title>
        <List size="sm" spacing={4} aria-labelledby="driver-changes-title">
          {movement.cambios_conductor.map((c) => (
            <List.Item key={c.id} data-testid="driver-change">
              <Text span size="sm">
                {formatDateTime(c.at)} · {c.de} → {c.a}{' '}
                <Text span c="dimmed" size="sm">
                  ({MSG.driverChangeBy} {orDash(c.por)})
                </Text>
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
