import { Modal, Tabs } from '@mantine/core';
import { IconClipboardCheck, IconRoute } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { ChecklistEditor } from './checklist-editor';
import { EventConfiguration } from './event-configuration';

/** spec §2.8: the transport company's 'Configuraciones' dialog; the third tab is an empty placeholder. */
export function ConfigurationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={MSG.configMenu} size={1100}>
      <Tabs defaultValue="events" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="events" leftSection={<IconRoute size={16} />}>
            {MSG.configTabEvents}
          </Tabs.Tab>
          <Tabs.Tab value="inspection" leftSection={<IconClipboardCheck size={16} />}>
            {MSG.configTabInspection}
          </Tabs.Tab>
          <Tabs.Tab value="other">{MSG.configTabOther}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="events" pt="lg">
          <EventConfiguration />
        </Tabs.Panel>
        <Tabs.Panel value="inspection" pt="lg">
          <ChecklistEditor />
        </Tabs.Panel>
        <Tabs.Panel value="other" pt="lg">
          {null}
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
