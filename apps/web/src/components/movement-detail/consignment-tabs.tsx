import { Badge, Tabs } from '@mantine/core';
import { IconFileCertificate, IconInfoSquareRounded, IconTimeline } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { ConsignmentInfo } from './consignment-info';
import { DeliveryDocumentsTable } from './delivery-documents-table';
import { EventsTimeline } from './events-timeline';
import type { ConsignmentRecord, ImageLoader } from './types';

interface ConsignmentTabsProps {
  record: ConsignmentRecord;
  loadImages: ImageLoader;
  /** True when the events could not be fetched (spec §8 'No se pudo buscar los eventos'). */
  eventsFailed?: boolean;
}

function Count({ n }: { n: number }) {
  return n > 0 ? (
    <Badge size="xs" variant="light" circle aria-hidden>
      {n}
    </Badge>
  ) : null;
}

/** spec §2.6 results tabs: 'Info Movimiento', 'Eventos', 'Cumplidos Manuales'. */
export function ConsignmentTabs({ record, loadImages, eventsFailed = false }: ConsignmentTabsProps) {
  return (
    <Tabs defaultValue="info" keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="info" leftSection={<IconInfoSquareRounded size={16} />}>
          {MSG.lookupTabInfo}
        </Tabs.Tab>
        <Tabs.Tab
          value="events"
          leftSection={<IconTimeline size={16} />}
          rightSection={<Count n={record.estados.data.length} />}
        >
          {MSG.lookupTabEvents}
        </Tabs.Tab>
        <Tabs.Tab
          value="documents"
          leftSection={<IconFileCertificate size={16} />}
          rightSection={<Count n={record.cumplidos.length} />}
        >
          {MSG.lookupTabDocuments}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="info" pt="md">
        <ConsignmentInfo record={record} />
      </Tabs.Panel>
      <Tabs.Panel value="events" pt="md">
        <EventsTimeline events={record.estados} failed={eventsFailed} loadImages={loadImages} />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="md">
        <DeliveryDocumentsTable documents={record.cumplidos} />
      </Tabs.Panel>
    </Tabs>
  );
}
