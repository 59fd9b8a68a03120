import { Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { formatHms } from '../hooks/use-countdown';

/** 'Tiempo restante' hh:mm:ss (spec §2.2); red once the code has expired. */
export function CountdownBadge({ remainingMs }: { remainingMs: number }) {
  const expired = remainingMs <= 0;
  return (
    <Group
      gap={8}
      justify="center"
      py={8}
      px="md"
      bg={expired ? 'red.0' : 'trazo.0'}
      c={expired ? 'red.9' : 'trazo.8'}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      role="timer"
      aria-label={MSG.timeLeft}
    >
      <IconClockHour4 size={18} aria-hidden />
      <Text size="sm" fw={600}>
        {MSG.timeLeft}:
      </Text>
      <Text size="sm" fw={700} ff="monospace" data-testid="countdown">
        {formatHms(remainingMs)}
      </Text>
    </Group>
  );
}
