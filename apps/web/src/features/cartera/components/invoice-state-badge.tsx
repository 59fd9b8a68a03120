import { Badge } from '@mantine/core';
import { INVOICE_STATE_LABELS, type TInvoiceState } from '@trazo/shared';

const COLORS: Record<TInvoiceState, string> = {
  abierta: 'blue',
  vencida: 'orange',
  pagada: 'teal',
  anulada: 'gray',
};

export function InvoiceStateBadge({ state }: { state: TInvoiceState }) {
  return (
    <Badge color={COLORS[state]} variant="light" style={{ overflow: 'visible' }}>
      {INVOICE_STATE_LABELS[state]}
    </Badge>
  );
}
