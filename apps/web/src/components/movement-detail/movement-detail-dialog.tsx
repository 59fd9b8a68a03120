import { Group, Modal, Stack, Text } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useState } from 'react';
import { StateBadge } from '../state-badge';
import { ConsignmentTabs } from './consignment-tabs';
import { MovementFacts } from './movement-facts';
import { NestedDialogContext } from './nested-dialog';
import type { ConsignmentRecord, ImageLoader } from './types';

interface MovementDetailDialogProps {
  record: ConsignmentRecord | null;
  onClose: () => void;
  loadImages: ImageLoader;
}

/** spec §2.6 results dialog (1100 px or 90vw, §9): the facts, then the three tabs. */
export function MovementDetailDialog({ record, onClose, loadImages }: MovementDetailDialogProps) {
  const [isNestedOpen, setNestedOpen] = useState(false);
  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      closeOnEscape={!isNestedOpen}
      title={record ? `${MSG.mvManifest} ${record.manifiesto_numero}` : MSG.mvDetail}
      size={1100}
      styles={{ content: { maxWidth: '90vw' }, body: { paddingBottom: 'var(--mantine-spacing-xl)' } }}
    >
      {record && (
        <NestedDialogContext.Provider value={setNestedOpen}>
          <Stack gap="md">
            <MovementFacts
              manifest={record.manifiesto_numero}
              plate={record.vehiculo_placa}
              branch={record.remesa_sucursal}
            />
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {MSG.lookupDeliveryState}:
              </Text>
              <StateBadge code={record.estado_entrega.code} label={record.estado_entrega.label} size="lg" />
            </Group>
            <ConsignmentTabs record={record} loadImages={loadImages} />
          </Stack>
        </NestedDialogContext.Provider>
      )}
    </Modal>
  );
}
