import { Badge } from '@mantine/core';
import { RECORD_STATUS_LABEL, type TRecordStatus } from '@trazo/shared';

const COLOR: Record<TRecordStatus, string> = { pending: 'yellow', active: 'teal', disabled: 'gray' };

/** A user role's or company's state in Spanish (Pendiente, Activo, Desactivado). */
export function StatusBadge({ status }: { status: TRecordStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light" radius="sm" miw="max-content" data-status={status}>
      {RECORD_STATUS_LABEL[status]}
    </Badge>
  );
}
