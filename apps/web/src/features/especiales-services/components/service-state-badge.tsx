import { Badge } from '@mantine/core';
import { SERVICE_STATE_LABELS, type TServiceState } from '@trazo/shared';

export const SERVICE_STATE_COLORS: Record<TServiceState, string> = {
  solicitada: 'yellow',
  programada: 'blue',
  en_curso: 'violet',
  finalizada: 'teal',
  cancelada: 'gray',
  rechazada: 'red',
};

export function ServiceStateBadge({ state }: { state: TServiceState }) {
  return (
    <Badge color={SERVICE_STATE_COLORS[state]} variant="light" radius="sm">
      {SERVICE_STATE_LABELS[state]}
    </Badge>
  );
}
