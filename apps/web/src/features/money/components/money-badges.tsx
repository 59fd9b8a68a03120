import { Badge } from '@mantine/core';
import {
  BALANCE_RESULT_LABELS,
  EXPENSE_STATE_LABELS,
  formatPesos,
  LEGALISATION_STATE_LABELS,
  type TBalanceResult,
  type TExpenseState,
  type TLegalisationState,
} from '@trazo/shared';

const LEGALISATION_COLOR: Record<TLegalisationState, string> = {
  abierta: 'blue',
  en_revision: 'yellow',
  legalizada: 'teal',
};
const EXPENSE_COLOR: Record<TExpenseState, string> = {
  registrado: 'blue',
  aprobado: 'teal',
  rechazado: 'red',
};

export function LegalisationBadge({ state }: { state: TLegalisationState }) {
  return (
    <Badge color={LEGALISATION_COLOR[state]} variant="light">
      {LEGALISATION_STATE_LABELS[state]}
    </Badge>
  );
}

export function ExpenseStateBadge({ state }: { state: TExpenseState }) {
  return (
    <Badge color={EXPENSE_COLOR[state]} variant="light">
      {EXPENSE_STATE_LABELS[state]}
    </Badge>
  );
}

/** "$ 320.000 · Excedente (el conductor devuelve)". */
export function balanceText(balanceCop: number, result: TBalanceResult): string {
  return `${formatPesos(balanceCop)} · ${BALANCE_RESULT_LABELS[result]}`;
}
