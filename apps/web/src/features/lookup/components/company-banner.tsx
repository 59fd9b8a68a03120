import { Group, Image, Text } from '@mantine/core';
import { MSG, type TSearchCustomerDocumentResponse } from '@trazo/shared';

/** Whose shipments these are (issue 22 item 12): the transport company's logo and name. */
export function CompanyBanner({ empresa }: { empresa: TSearchCustomerDocumentResponse['empresa'] }) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="lookup-company">
      {empresa.logo_url && (
        <Image
          src={empresa.logo_url}
          alt={`${MSG.lookupCompanyLogo} ${empresa.nombre}`}
          h={40}
          w="auto"
          fit="contain"
        />
      )}
      <div>
        <Text size="xs" c="dimmed">
          {MSG.lookupCompany}
        </Text>
        <Text fw={600}>{empresa.nombre}</Text>
      </div>
    </Group>
  );
}
