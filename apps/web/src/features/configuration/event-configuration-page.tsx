import { Paper, Stack, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { EventConfiguration } from './components/event-configuration';

/** /empresa-transporte/configuracion/eventos-entregas: the dialog's event configuration as a linkable page. */
export function EventConfigurationPage() {
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {MSG.configEventConfigPage}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <EventConfiguration />
      </Paper>
    </Stack>
  );
}
