import { Alert, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MSG, SYNCED_EXPORT_FORMATS, type TSyncedExportFormat } from '@trazo/shared';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useExportSyncedMovements } from '../api/export-synced-movements';
import { DownloadProgress } from './download-progress';

/** 'Movimientos Sincronizados' (spec §2.7): date range, xlsx (default) or csv; the server checks 30 days. */
export function SyncedMovementsTab() {
  const [fecha, setFecha] = useState('');
  const [fechaFin, setFechaFin] = useState('');
  const [formato, setFormato] = useState<TSyncedExportFormat>('xlsx');
  const [missing, setMissing] = useState(false);
  const [bytes, setBytes] = useState(0);
  const exporter = useExportSyncedMovements();

  const download = () => {
    if (!fecha || !fechaFin) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBytes(0);
    exporter.mutate(
      { request: { fecha, fecha_fin: fechaFin, formato }, onProgress: setBytes },
      { onError: (error) => notify.failure(error, MSG.reportsTabSynced) },
    );
  };

  return (
    <Stack gap="md">
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={MSG.reportsStartDate}
          value={fecha}
          onChange={(e) => setFecha(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={MSG.reportsEndDate}
          value={fechaFin}
          onChange={(e) => setFechaFin(e.currentTarget.value)}
        />
      </Group>
      <SegmentedControl
        aria-label={MSG.reportsFormat}
        value={formato}
        onChange={(v) => setFormato(v as TSyncedExportFormat)}
        data={SYNCED_EXPORT_FORMATS.map((f) => ({ value: f, label: f }))}
      />
      {missing && <Alert color="yellow">{MSG.reportsDatesRequired}</Alert>}
      {exporter.isPending && <DownloadProgress bytes={bytes} />}
      <Group justify="flex-end">
        <Button leftSection={<IconDownload size={18} />} onClick={download} loading={exporter.isPending}>
          {MSG.reportsDownloadSynced}
        </Button>
      </Group>
    </Stack>
  );
}
