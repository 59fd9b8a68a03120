import { Badge } from '@mantine/core';
import { FLEET_DOCUMENT_STATE_LABELS, type TFleetDocumentState } from '@trazo/shared';

const COLORS: Record<TFleetDocumentState, string> = {
  vigente: 'teal',
  por_vencer: 'yellow',
  vencido: 'red',
  falta: 'gray',
};

export function DocumentStateBadge({ state, label }: { state: TFleetDocumentState; label?: string }) {
  return (
    <Badge color={COLORS[state]} variant="light" radius="sm">
      {label ? `${label}: ${FLEET_DOCUMENT_STATE_LABELS[state]}` : FLEET_DOCUMENT_STATE_LABELS[state]}
    </Badge>
  );
}
