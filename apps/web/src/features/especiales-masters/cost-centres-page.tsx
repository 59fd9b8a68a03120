import { formatPesos, MSG, type TCostCentre } from '@trazo/shared';
import { MasterPage } from '../../components/master-list/master-page';
import { COST_CENTRES_PATH } from './api/paths';
import { CostCentreForm } from './components/cost-centre-form';

/** /especiales/centros-costos (spec §2.1, §2.7 Maestros → Centros de costos; issue 24 item 1). */
export function CostCentresPage() {
  return (
    <MasterPage<TCostCentre>
      title={MSG.espCostCentresTitle}
      intro={MSG.espCostCentresIntro}
      path={COST_CENTRES_PATH}
      noun={MSG.espCostCentre.toLowerCase()}
      rowName={(r) => r.code}
      columns={[
        { accessor: 'code', title: MSG.espCostCentreCode },
        { accessor: 'name', title: MSG.espCostCentreName },
        {
          accessor: 'clientName',
          title: MSG.espClient,
          render: (r) => `${r.clientName} (${r.clientNit}-${r.clientDv})`,
        },
        {
          accessor: 'monthlyBudgetCop',
          title: MSG.espCostCentreBudget,
          textAlign: 'right',
          render: (r) => (r.monthlyBudgetCop === null ? '—' : formatPesos(r.monthlyBudgetCop)),
        },
      ]}
      renderForm={(row, close) => <CostCentreForm row={row} onClose={close} />}
    />
  );
}
