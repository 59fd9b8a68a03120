import { Alert, Group, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { type PartnerArea, usePartnerCompanies } from '../api/partner-api';

/** Title, intro and the NIT the rows are found by — or why there are none. */
export function PartnerHeader({ area, title, intro }: { area: PartnerArea; title: string; intro: string }) {
  const companies = usePartnerCompanies(area);
  const nit = companies.data?.nit;
  return (
    <div>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {nit && (
          <Text fw={600} c="dimmed">
            {MSG.partnerNit} {nit}
          </Text>
        )}
      </Group>
      <Text c="dimmed">{intro}</Text>
      {companies.data && nit === null && (
        <Alert mt="md" color="yellow" icon={<IconInfoCircle />}>
          {MSG.partnerNoNit}
        </Alert>
      )}
    </div>
  );
}
