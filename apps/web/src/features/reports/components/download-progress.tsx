import { Group, Progress, Text } from '@mantine/core';
import { formatNumber, MSG } from '@trazo/shared';

/** Shown while a report streams in: the size is unknown in advance, so the bar is animated, with bytes. */
export function DownloadProgress({ bytes }: { bytes: number }) {
  return (
    <div role="status" aria-label={MSG.reportsDownloading}>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{MSG.reportsDownloading}</Text>
        <Text size="sm" c="dimmed">
          {formatNumber(Math.round(bytes / 1024))} KB
        </Text>
      </Group>
      <Progress value={100} animated striped />
    </div>
  );
}
