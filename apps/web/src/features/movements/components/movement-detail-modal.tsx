import { Alert, Center, Loader, Modal } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { useState } from 'react';
import { NestedDialogContext } from '../../../components/movement-detail/nested-dialog';
import { useMovement } from '../api/find-movement';
import { MovementDetailView } from './movement-detail-view';

/** The movement detail over a list (the generator's area has no detallemovimiento page). */
export function MovementDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const movement = useMovement(id);
  const [isNestedOpen, setNestedOpen] = useState(false);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      closeOnEscape={!isNestedOpen}
      title={MSG.mvDetail}
      size={1100}
      styles={{ content: { maxWidth: '90vw' }, body: { background: 'var(--mantine-color-gray-0)' } }}
    >
      {movement.isPending && (
        <Center h={240} role="status" aria-label={MSG.loading}>
          <Loader />
        </Center>
      )}
      {movement.isError && !movement.data && (
        <Alert color="red" variant="light" icon={<IconInfoCircle />}>
          {movement.error.message}
        </Alert>
      )}
      {movement.data && (
        <NestedDialogContext.Provider value={setNestedOpen}>
          <MovementDetailView movement={movement.data} eventsFailed={movement.isRefetchError} />
        </NestedDialogContext.Provider>
      )}
    </Modal>
  );
}
