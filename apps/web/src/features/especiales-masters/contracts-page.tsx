import { Text } from '@mantine/core';
import { CONTRACT_TYPE_LABELS, MSG, type TContract } from '@trazo/shared';
import { MasterPage } from '../../components/master-list/master-page';
import { CONTRACTS_PATH } from './api/paths';
import { ContractForm } from './components/contract-form';

const day = (iso: string) => iso.split('-').reverse().join('/');

/** /especiales/contratos (Maestros → Contratos; issue 24 item 2): the contracts behind each FUEC. */
export function ContractsPage() {
  return (
    <MasterPage<TContract>
      title={MSG.espContractsTitle}
      intro={MSG.espContractsIntro}
      path={CONTRACTS_PATH}
      noun={MSG.espContract.toLowerCase()}
      rowName={(r) => `${MSG.espContract} ${r.number}`}
      columns={[
        {
          accessor: 'number',
          title: MSG.espContractNumber,
          render: (r) => String(r.number).padStart(4, '0'),
        },
        {
          accessor: 'clientName',
          title: MSG.espClient,
          render: (r) => (
            <div>
              <Text size="sm" fw={500}>
                {r.clientName}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {r.objeto}
              </Text>
            </div>
          ),
        },
        { accessor: 'type', title: MSG.espContractType, render: (r) => CONTRACT_TYPE_LABELS[r.type] },
        {
          accessor: 'startDate',
          title: MSG.espContractValidity,
          render: (r) => `${day(r.startDate)} – ${day(r.endDate)}`,
        },
        {
          accessor: 'route',
          title: MSG.espContractRoute,
          render: (r) => r.route || r.zones.map((z) => z.name).join(', '),
        },
      ]}
      renderForm={(row, close) => <ContractForm row={row} onClose={close} />}
    />
  );
}
