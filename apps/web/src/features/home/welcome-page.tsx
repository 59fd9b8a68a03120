import { Avatar, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingFactory2, IconBuildingWarehouse, IconId, IconMail } from '@tabler/icons-react';
import { MSG, ROLE, roleName } from '@trazo/shared';
import type { ReactNode } from 'react';
import { useChosenCustomer } from '../../lib/chosen-customer';
import { type Session, useSession } from '../../lib/session';
import { useOwnGenerator } from './api/find-own-generator';
import { AdminDashboard } from './components/admin-dashboard';
import { BlockedTripsAlert } from './components/blocked-trips-alert';
import { CompanyDashboard } from './components/company-dashboard';
import { GeneratorDashboard } from './components/generator-dashboard';
import { ShareLookupCard } from './components/share-lookup-card';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {label}
          </Text>
          <Text fw={600} truncate="end">
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The NIT of the company a transport-company session acts for (its chosen role's customer). */
function transportCompanyNit(session: Session): string | null {
  if (session.rol !== ROLE.empresaTransporte) return null;
  return session.rol1.find((option) => option.id_usuario_rol === session.id_usuario_rol)?.customer ?? null;
}

/** The `inicio` page of every role area: who is signed in, with which role, for which company. */
export function WelcomePage() {
  const session = useSession();
  const chosen = useChosenCustomer();
  const company = chosen?.name ?? session.customer?.name ?? MSG.noCompany;
  const nit = transportCompanyNit(session);
  // A generator's grant is with a transport company; the shipper it speaks for is the generator.
  const isGenerator = session.rol === ROLE.generador;
  const generator = useOwnGenerator(isGenerator);
  const shipper = generator.data ? generator.data.nombre : generator.isPending ? '…' : MSG.welcomeNoGenerator;

  return (
    <Stack gap="xl" maw={1100} mx="auto" w="100%">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="trazo.0">
        <Group gap="lg" wrap="nowrap">
          <Avatar src={session.avatar} name={session.nombre} color="initials" size={64} radius="xl" />
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {MSG.welcomeGreeting}, {session.nombre}
            </Title>
            <Text c="dimmed">{MSG.welcomeText}</Text>
          </div>
        </Group>
      </Paper>
      {nit && <BlockedTripsAlert />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: isGenerator ? 4 : 3 }} spacing="lg">
        <Fact icon={<IconId size={24} />} label={MSG.welcomeRole} value={roleName(session.rol ?? 0)} />
        {isGenerator && (
          <Fact icon={<IconBuildingFactory2 size={24} />} label={MSG.welcomeGenerator} value={shipper} />
        )}
        <Fact
          icon={<IconBuildingWarehouse size={24} />}
          label={isGenerator ? MSG.welcomeTransportCompany : MSG.welcomeCompany}
          value={company}
        />
        <Fact icon={<IconMail size={24} />} label={MSG.welcomeEmail} value={session.email} />
      </SimpleGrid>
      {/* Inicio's control tower (issue 26): counters, punctuality and the map of the trips en ruta. */}
      {nit && <CompanyDashboard />}
      {isGenerator && <GeneratorDashboard />}
      {session.rol === ROLE.superAdministrador && <AdminDashboard />}
      {nit && <ShareLookupCard nit={nit} />}
    </Stack>
  );
}
