import { Stack, Tabs, Text, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useSearchParams } from 'react-router';
import type { FleetHolder } from './api/fleet-api';
import { FleetList } from './fleet-list';

// The fleet pages (issue 24 item 4): the special-transport operator's Maestros → Vehículos and
// Conductores, and the transport company's 'Documentos de flota' (both lists in tabs).

function Heading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
    </div>
  );
}

function OnePage({ holder }: { holder: FleetHolder }) {
  const isVehicles = holder === 'vehiculos';
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Heading
        title={isVehicles ? MSG.fleetVehiclesTitle : MSG.fleetDriversTitle}
        intro={isVehicles ? MSG.fleetVehiclesIntro : MSG.fleetDriversIntro}
      />
      <FleetList base="/especiales/flota" holder={holder} />
    </Stack>
  );
}

/** /especiales/vehiculos */
export function EspecialesVehiclesPage() {
  return <OnePage holder="vehiculos" />;
}

/** /especiales/conductores */
export function EspecialesDriversPage() {
  return <OnePage holder="conductores" />;
}

/** /empresa-transporte/configuracion/documentos-flota */
export function CompanyFleetDocumentsPage() {
  const [params] = useSearchParams();
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Heading title={MSG.fleetDocumentsTitle} intro={MSG.fleetVehiclesIntro} />
      <Tabs
        defaultValue={params.get('tab') === 'conductores' ? 'conductores' : 'vehiculos'}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="vehiculos">{MSG.fleetVehiclesTitle}</Tabs.Tab>
          <Tabs.Tab value="conductores">{MSG.fleetDriversTitle}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="vehiculos" pt="md">
          <FleetList base="/empresa/flota" holder="vehiculos" />
        </Tabs.Panel>
        <Tabs.Panel value="conductores" pt="md">
          <FleetList base="/empresa/flota" holder="conductores" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
