import { Stack, Tabs, Text, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useTurnQueue } from './api/turnos-api';
import { BranchesPanel } from './components/branches-panel';
import { HistoryPanel } from './components/history-panel';
import { QueuePanel } from './components/queue-panel';
import { SettingsPanel } from './components/settings-panel';

/** /empresa-transporte/turnos: the loading queue per branch and vehicle class (issue 27 §1). */
export function TurnosPage() {
  // The branches for the history's filter come with the queue (same query, shared cache).
  const branches = useTurnQueue({}).data?.sucursales ?? [];
  return (
    <Stack gap="lg" maw={1300} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.turnsTitle}
        </Title>
        <Text c="dimmed">{MSG.turnsIntro}</Text>
      </div>
      <Tabs defaultValue="cola" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="cola">{MSG.turnsQueueTab}</Tabs.Tab>
          <Tabs.Tab value="historial">{MSG.turnsHistoryTab}</Tabs.Tab>
          <Tabs.Tab value="reglas">{MSG.turnsSettingsTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cola" pt="md">
          <QueuePanel />
        </Tabs.Panel>
        <Tabs.Panel value="historial" pt="md">
          <HistoryPanel branches={branches} />
        </Tabs.Panel>
        <Tabs.Panel value="reglas" pt="md">
          <Stack gap="xl">
            <SettingsPanel />
            <BranchesPanel />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
