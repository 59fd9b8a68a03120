import { Stack, Text, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useNavigate } from 'react-router';
import { CompanyList } from './components/company-list';

/**
 * /especiales/select-customer (spec §2.1, the area's index): a special-services user may work for
 * several companies; the one chosen scopes the session and shows in the top bar.
 */
export function EspecialesSelectCustomerPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.selectCustomerTitle}
        </Title>
        <Text c="dimmed">{MSG.selectCustomerText}</Text>
      </div>
      <CompanyList onChosen={() => navigate('/especiales/inicio')} />
    </Stack>
  );
}
