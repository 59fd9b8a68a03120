import { Badge, Group } from '@mantine/core';
import {
  BALANCE_RESULT_LABELS,
  EXPENSE_STATE_LABELS,
  formatPesos,
  LEGALISATION_STATE_LABELS,
  MSG,
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

/** The state, and 'Reabierta' beside it while a late expense keeps a closed legalisation reopened. */
export function LegalisationBadge({
  state,
  reopened = false,
}: {
  state: TLegalisationState;
  reopened?: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={LEGALISATION_COLOR[state]} variant="light">
        {LEGALISATION_STATE_LABELS[state]}
      </Badge>
      {reopened && (
        <Badge color="orange" variant="light">
          {MSG.moneyReopened}
        </Badge>
      )}
    </Group>
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
