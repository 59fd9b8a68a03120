import { Tabs } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { PesvTab } from './pesv-tab';
import { SyncedMovementsTab } from './synced-movements-tab';

/** The two downloads of spec §2.7 ('Documento Pesv', 'Movimientos Sincronizados'): in the dialog and on 'Informes'. */
export function ReportTabs() {
  return (
    <Tabs defaultValue="pesv" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="pesv" leftSection={<IconFileTypePdf size={16} />}>
          {MSG.reportsTabPesv}
        </Tabs.Tab>
        <Tabs.Tab value="synced" leftSection={<IconFileSpreadsheet size={16} />}>
          {MSG.reportsTabSynced}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="pesv" pt="lg">
        <PesvTab />
      </Tabs.Panel>
      <Tabs.Panel value="synced" pt="lg">
        <SyncedMovementsTab />
      </Tabs.Panel>
    </Tabs>
  );
}
