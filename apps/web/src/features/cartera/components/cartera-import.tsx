import { Button, Drawer, Tabs, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, type TCarteraImportKind } from '@trazo/shared';
import { useState } from 'react';
import { type ImportTexts, MasterImport } from '../../../components/master-list/master-import';
import { carteraKeys } from '../api/query-keys';

const TEXTS: ImportTexts = {
  intro: MSG.carteraImportIntro,
  willCreate: MSG.carteraImportApplied,
  doneText: MSG.carteraImportDoneText,
};

/**
 * Contable → Cartera → Importar (issue 25 §1): the ERP's invoices, then its payments and credit notes,
 * from a spreadsheet — the same rules as the integration API, a preview with per-row errors, all or nothing.
 */
export function CarteraImport() {
  const [opened, setOpened] = useState(false);
  const [kind, setKind] = useState<TCarteraImportKind>('facturas');
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: carteraKeys.all });
  return (
    <>
      <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setOpened(true)}>
        {MSG.carteraImport}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="xl"
        title={<Text fw={600}>{MSG.carteraImportTitle}</Text>}
      >
        {opened && (
          <Tabs
            value={kind}
            onChange={(v) => setKind(v === 'pagos' ? 'pagos' : 'facturas')}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="facturas">{MSG.carteraImportInvoices}</Tabs.Tab>
              <Tabs.Tab value="pagos">{MSG.carteraImportPayments}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="facturas">
              <MasterImport path="/cartera/facturas" texts={TEXTS} onImported={refresh} />
            </Tabs.Panel>
            <Tabs.Panel value="pagos">
              <MasterImport path="/cartera/pagos" texts={TEXTS} onImported={refresh} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Drawer>
    </>
  );
}
