import { Alert, SimpleGrid, Skeleton } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { MSG, type TMyCompany, type TSessionResponse } from '@trazo/shared';
import { CompanyCards } from '../../../components/company-cards';
import { useChosenCustomer } from '../../../lib/chosen-customer';
import { notify } from '../../../lib/notify';
import { useMyCompanies } from '../api/list-my-companies';
import { useSelectCompany } from '../api/select-company';

interface CompanyListProps {
  /** With the session the server answered once the company is chosen. */
  onChosen: (session: TSessionResponse) => void;
}

/** Loads the user's companies and chooses one (shared by both select-customer pages). */
export function CompanyList({ onChosen }: CompanyListProps) {
  const companies = useMyCompanies();
  const select = useSelectCompany();
  const chosen = useChosenCustomer();

  const choose = (company: TMyCompany, roleId?: number) =>
    select.mutate(
      { id_customer: company.id, id_role: roleId },
      { onSuccess: onChosen, onError: (error) => notify.failure(error) },
    );

  if (companies.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {[0, 1, 2].map((slot) => (
          <Skeleton key={slot} height={230} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (companies.isError || companies.data.data.length === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconBuildingOff />} radius="lg">
        {companies.isError ? companies.error.message : MSG.noCustomers}
      </Alert>
    );
  }
  return (
    <CompanyCards
      companies={companies.data.data}
      chosenId={chosen?.id ?? companies.data.seleccionada}
      onChoose={choose}
      pendingId={select.isPending ? (select.variables?.id_customer ?? null) : null}
    />
  );
}
