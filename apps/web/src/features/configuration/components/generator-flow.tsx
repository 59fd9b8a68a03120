import type { TTypeRecord } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { loadTypeEvents } from '../api/load-type-events';
import { DispatchTypesDialog } from './dispatch-types-dialog';
import { TypeEventsDialog } from './type-events-dialog';

interface GeneratorFlowProps {
  generator: { nit: string; name: string };
  onClose: () => void;
}

/** spec §4 flow: choose generator → dispatch types → Siguiente loads events → add events → Guardar. */
export function GeneratorFlow({ generator, onClose }: GeneratorFlowProps) {
  const [typeIds, setTypeIds] = useState<number[] | null>(null);
  const [records, setRecords] = useState<TTypeRecord[] | null>(null);
  const [isLoading, setLoading] = useState(false);

  const next = async (ids: number[]) => {
    setTypeIds(ids);
    setLoading(true);
    try {
      const response = await loadTypeEvents(generator.nit, ids);
      setRecords(ids.map((id) => response.data[String(id)]).filter((r): r is TTypeRecord => r !== undefined));
    } catch (error) {
      notify.failure(error);
    } finally {
      setLoading(false);
    }
  };

  if (records) {
    return (
      <TypeEventsDialog
        generator={generator}
        initial={records}
        onPrevious={() => setRecords(null)}
        onSaved={onClose}
        onClose={onClose}
      />
    );
  }
  return (
    <DispatchTypesDialog
      generator={generator}
      initial={typeIds}
      isLoadingNext={isLoading}
      onNext={(ids) => void next(ids)}
      onClose={onClose}
    />
  );
}
