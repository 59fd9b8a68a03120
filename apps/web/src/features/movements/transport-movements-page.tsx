import { Stack, Tabs } from '@mantine/core';
import { IconFileImport, IconKey, IconList } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { useSearchParams } from 'react-router';
import { useCan } from '../../lib/permissions';
import { ApiKeysPanel } from './components/api-keys/api-keys-panel';
import { ImportPanel } from './components/import/import-panel';
import { LookupPrivacyCard } from './components/lookup-privacy/lookup-privacy-card';
import { MovementsBrowser } from './components/movements-browser';
import { PageHeading } from './components/page-heading';
import { useOpenMovement } from './use-open-movement';

const VIEWS = ['movimientos', 'importar', 'integracion'] as const;
type View = (typeof VIEWS)[number];

/**
 * 'Movimientos APP' (/empresa-transporte/viajes): the list, the spreadsheet import and the ERP's API
 * keys, as tabs kept in the URL (`?vista=importar`), since the spec's menu has the one entry.
 */
export function TransportMovementsPage() {
  const [params, setParams] = useSearchParams();
  const { open, dialog } = useOpenMovement();
  // Issue 27 §3: the import and the ERP keys need 'cargar movimientos' in the user's profile.
  const canLoad = useCan()('movimientos.cargar');
  const asked = params.get('vista') as View | null;
  const view: View =
    asked && VIEWS.includes(asked) && (canLoad || asked === 'movimientos') ? asked : 'movimientos';

  const choose = (next: string | null) =>
    setParams(next && next !== 'movimientos' ? { vista: next } : {}, { replace: true });

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <PageHeading title={MSG.mvAppTitle} intro={MSG.mvListIntro} />
      <Tabs value={view} onChange={choose} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="movimientos" leftSection={<IconList size={16} />}>
            {MSG.mvTabList}
          </Tabs.Tab>
          {canLoad && (
            <Tabs.Tab value="importar" leftSection={<IconFileImport size={16} />}>
              {MSG.mvTabImport}
            </Tabs.Tab>
          )}
          {canLoad && (
            <Tabs.Tab value="integracion" leftSection={<IconKey size={16} />}>
              {MSG.mvTabApiKeys}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="movimientos">
          <MovementsBrowser scope="all" showGenerator canLoad={canLoad} onOpen={open} />
        </Tabs.Panel>
        <Tabs.Panel value="importar">
          <ImportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="integracion">
          <Stack gap="lg">
            <ApiKeysPanel />
            <LookupPrivacyCard />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {dialog}
    </Stack>
  );
}
