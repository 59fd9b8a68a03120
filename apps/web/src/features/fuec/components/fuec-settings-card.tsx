import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useFuecSettings } from '../api/fuec-api';
import { FuecSettingsForm } from './fuec-settings-form';

/**
 * The operator's FUEC data (issue 24 item 5: "live in its profile"), loaded and editable: the same form
 * on the FUEC page's settings drawer and on the especiales profile page.
 */
export function FuecSettings() {
  const settings = useFuecSettings();
  if (settings.isError) return <Text c="red">{settings.error.message}</Text>;
  if (!settings.data) return <Skeleton h={320} radius="md" />;
  return <FuecSettingsForm current={settings.data} />;
}

/** The profile page's card around it. */
export function FuecSettingsCard() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={MSG.fuecSettingsTitle}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {MSG.fuecSettingsTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {MSG.fuecSettingsIntro}
          </Text>
        </div>
        <FuecSettings />
      </Stack>
    </Paper>
  );
}
