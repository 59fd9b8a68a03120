import { Modal } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { ReportTabs } from './report-tabs';

interface ReportsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Descargar Reportes' (spec §2.7), opened from the transport-company menu. */
export function ReportsDialog({ opened, onClose }: ReportsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={MSG.reportsTitle} size={1100}>
      <ReportTabs />
    </Modal>
  );
}
