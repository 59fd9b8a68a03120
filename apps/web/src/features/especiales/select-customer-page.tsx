import { Avatar, Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { MSG, ROLE } from '@trazo/shared';
import { useNavigate } from 'react-router';
import { chooseCustomer, useChosenCustomer } from '../../lib/chosen-customer';
import { useSession } from '../../lib/session';

/**
 * /especiales/select-customer (spec §2.1, the area's index): a special-services user may work for
 * several companies (one role-1 entry per customer in `rol1`); the choice is kept for this tab.
 */
export function SelectCustomerPage() {
  const session = useSession();
  const chosen = useChosenCustomer();
  const navigate = useNavigate();

  const customers = session.rol1.filter(
    (option) => option.id_role === ROLE.especiales && option.name_customer,
  );

  const choose = (id: number | null, name: string) => {
    const logo = session.customer && session.customer.id === id ? session.customer.logo : null;
    chooseCustomer({ id, name, logo });
    navigate('/especiales/inicio');
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.selectCustomerTitle}
        </Title>
        <Text c="dimmed">{customers.length ? MSG.selectCustomerText : MSG.noCustomers}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {customers.map((option) => {
          const name = option.name_customer ?? '';
          const isChosen = chosen?.id === option.id_customer;
          return (
            <UnstyledButton
              key={option.id_usuario_rol}
              onClick={() => choose(option.id_customer, name)}
              aria-pressed={isChosen}
            >
              <Card
                withBorder
                radius="lg"
                padding="lg"
                shadow={isChosen ? 'md' : 'xs'}
                style={{ borderColor: isChosen ? 'var(--mantine-primary-color-filled)' : undefined }}
              >
                <Stack align="center" gap="sm" ta="center">
                  <Avatar size={56} radius="md" color="trazo" variant="light">
                    <IconBuilding size={28} />
                  </Avatar>
                  <Text fw={600}>{name}</Text>
                  <Text size="xs" c="dimmed">
                    {option.description}
                  </Text>
                </Stack>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
