import { Alert, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { formatDate } from '../../../lib/format';
import { useAdminDashboard } from '../api/find-dashboard';
import { CounterCard } from './counter-card';

/** The super administrador's Inicio (issue 26 item 4). */
export function AdminDashboard() {
  const dashboard = useAdminDashboard(true);
  if (dashboard.isPending) return <Loader />;
  if (dashboard.isError) return <Alert color="red">{MSG.dashboardLoadError}</Alert>;
  const d = dashboard.data;
  const clientes = '/super-administrador/clientes';
  return (
    <Stack gap="lg">
      <Title order={2} fz="lg">
        {MSG.dashboardCompanies}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        <CounterCard code="empresas" label={MSG.dashboardCompanies} total={d.empresas.total} to={clientes} />
        <CounterCard
          code="con-app"
          label={MSG.dashboardWithMobileApp}
          total={d.empresas.con_app_movil}
          to={clientes}
        />
        <CounterCard
          code="sin-app"
          label={MSG.dashboardWithoutMobileApp}
          total={d.empresas.sin_app_movil}
          to={clientes}
        />
        <CounterCard
          code="con-usuarios"
          label={MSG.dashboardWithActiveUsers}
          total={d.empresas.con_usuarios_activos}
          to={clientes}
        />
        <CounterCard
          code="sin-usuarios"
          label={MSG.dashboardWithoutActiveUsers}
          total={d.empresas.sin_usuarios_activos}
          to={clientes}
        />
        <CounterCard
          code="por-activar"
          label={MSG.dashboardUsersPending}
          total={d.usuarios_por_activar}
          to="/super-administrador/usuarios"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" p="lg">
          <Title order={2} fz="lg" mb="sm">
            {MSG.dashboardSubscriptionsEnding}
          </Title>
          {d.suscripciones_por_vencer.length === 0 ? (
            <Text c="dimmed">{MSG.dashboardNoSubscriptionsEnding}</Text>
          ) : (
            <Table>
              <Table.Tbody>
                {d.suscripciones_por_vencer.map((s) => (
                  <Table.Tr key={`${s.nit}-${s.vence_at}`}>
                    <Table.Td>{s.empresa}</Table.Td>
                    <Table.Td>{s.plan}</Table.Td>
                    <Table.Td>{formatDate(s.vence_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        <Card withBorder radius="lg" p="lg" data-testid="correo">
          <Title order={2} fz="lg" mb="sm">
            {MSG.dashboardMailHealth}
          </Title>
          <SimpleGrid cols={3}>
            <Stat label={MSG.dashboardMailQueued} value={d.correo.en_cola} />
            <Stat label={MSG.dashboardMailFailed} value={d.correo.fallidos} />
            <Stat label={MSG.dashboardMailSent24h} value={d.correo.enviados_24h} />
          </SimpleGrid>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </div>
  );
}
