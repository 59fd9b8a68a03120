import { Badge } from '@mantine/core';
import { DRIVER_ACCESS_LABEL, type TDriverAccessState } from '@trazo/shared';

const COLOR: Record<TDriverAccessState, string> = { sin_acceso: 'gray', activo: 'teal', desactivado: 'red' };

export function AccessBadge({ state }: { state: TDriverAccessState }) {
  return (
    <Badge color={COLOR[state]} variant="light" radius="sm" miw="max-content" data-access={state}>
      {DRIVER_ACCESS_LABEL[state]}
    </Badge>
  );
}
