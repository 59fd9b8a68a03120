import { NumberInput, Switch, TextInput } from '@mantine/core';
import { MSG, type TCostCentre, ZCostCentreForm } from '@trazo/shared';
import { MasterForm } from '../../../components/master-list/master-form';
import { COST_CENTRES_PATH } from '../api/paths';
import { ClientFields } from './client-fields';
import { numberOrNull, useFields } from './use-fields';

/** Create or edit a cost centre: client, code, name, monthly budget, active. */
export function CostCentreForm({ row, onClose }: { row: TCostCentre | null; onClose: () => void }) {
  const {
    values: v,
    set,
    errors,
    setErrors,
  } = useFields({
    clientNit: row?.clientNit ?? '',
    clientDv: (row?.clientDv ?? '') as number | string,
    clientName: row?.clientName ?? '',
    code: row?.code ?? '',
    name: row?.name ?? '',
    monthlyBudgetCop: (row?.monthlyBudgetCop ?? '') as number | string,
    active: row?.active ?? true,
  });
  return (
    <MasterForm
      path={COST_CENTRES_PATH}
      id={row?.id ?? null}
      schema={ZCostCentreForm}
      input={() => ({
        ...v,
        clientDv: numberOrNull(v.clientDv),
        monthlyBudgetCop: numberOrNull(v.monthlyBudgetCop),
      })}
      onErrors={setErrors}
      savedName={() => v.code.toUpperCase()}
      onClose={onClose}
    >
      <ClientFields
        nit={v.clientNit}
        dv={v.clientDv}
        name={v.clientName}
        onNit={set('clientNit')}
        onDv={set('clientDv')}
        onName={set('clientName')}
        errors={errors}
      />
      <TextInput
        label={MSG.espCostCentreCode}
        value={v.code}
        onChange={(e) => set('code')(e.currentTarget.value.toUpperCase())}
        error={errors.code}
        maxLength={30}
        withAsterisk
      />
      <TextInput
        label={MSG.espCostCentreName}
        value={v.name}
        onChange={(e) => set('name')(e.currentTarget.value)}
        error={errors.name}
        maxLength={150}
        withAsterisk
      />
      <NumberInput
        label={MSG.espCostCentreBudget}
        description={MSG.espCostCentreBudgetHint}
        value={v.monthlyBudgetCop}
        onChange={set('monthlyBudgetCop')}
        error={errors.monthlyBudgetCop}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator="."
        decimalSeparator=","
        prefix="$ "
        hideControls
      />
      <Switch
        label={MSG.espActive}
        checked={v.active}
        onChange={(e) => set('active')(e.currentTarget.checked)}
      />
    </MasterForm>
  );
}
