import { Badge, Text } from '@mantine/core';
import { MSG, type TStaffMember } from '@trazo/shared';
import { MasterPage } from '../../components/master-list/master-page';
import { STAFF_PATH } from './api/paths';
import { StaffForm } from './components/staff-form';

/** /especiales/funcionarios (spec §2.1, §2.7 Maestros → Funcionarios; issue 24 item 1): the passengers. */
export function StaffPage() {
  return (
    <MasterPage<TStaffMember>
      title={MSG.espStaffTitle}
      intro={MSG.espStaffIntro}
      path={STAFF_PATH}
      noun={MSG.espStaffMember.toLowerCase()}
      rowName={(r) => r.documentNumber}
      hasImport
      columns={[
        {
          accessor: 'lastNames',
          title: MSG.espStaffMember,
          render: (r) => (
            <div>
              <Text size="sm" fw={500}>{`${r.firstNames} ${r.lastNames}`}</Text>
              <Text size="xs" c="dimmed">{`${r.documentTypeCode} ${r.documentNumber}`}</Text>
            </div>
          ),
        },
        {
          accessor: 'phone',
          title: MSG.espPhone,
          render: (r) => (
            <div>
              <Text size="sm">{r.phone}</Text>
              {r.email && (
                <Text size="xs" c="dimmed">
                  {r.email}
                </Text>
              )}
            </div>
          ),
        },
        { accessor: 'costCentreName', title: MSG.espCostCentre, render: (r) => r.costCentreName ?? '—' },
        { accessor: 'pickupPlaceName', title: MSG.espPickupPlace, render: (r) => r.pickupPlaceName ?? '—' },
        {
          accessor: 'consentDate',
          title: MSG.espConsent,
          render: (r) =>
            r.consentDate ? (
              <Badge variant="light" color="teal">
                {r.consentDate}
              </Badge>
            ) : (
              <Badge variant="light" color="orange">
                {MSG.espConsentMissing}
              </Badge>
            ),
        },
      ]}
      renderForm={(row, close) => <StaffForm row={row} onClose={close} />}
    />
  );
}
