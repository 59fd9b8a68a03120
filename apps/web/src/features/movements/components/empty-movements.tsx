import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileImport, IconKey, IconTruckDelivery } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { Link } from 'react-router';

// Where the company loads movements: the tabs of 'Movimientos APP' (transport-movements-page.tsx).
const IMPORT_PATH = '/empresa-transporte/viajes?vista=importar';
const ERP_PATH = '/empresa-transporte/viajes?vista=integracion';

/**
 * An empty list with no filter set: not "nothing matches these filters" but what to do — the company
 * imports a file or connects its ERP; a generator waits for its transport company.
 */
export function EmptyMovements({ isPending, canLoad }: { isPending: boolean; canLoad: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role="status">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconTruckDelivery size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {isPending ? MSG.mvEmptyPendingTitle : MSG.mvEmptyTitle}
        </Title>
        <Text c="dimmed" maw={520}>
          {canLoad ? MSG.mvEmptyCompanyText : MSG.mvEmptyGeneratorText}
        </Text>
        {canLoad && (
          <Group justify="center" gap="sm" mt="xs">
            <Button component={Link} to={IMPORT_PATH} leftSection={<IconFileImport size={18} />}>
              {MSG.mvEmptyImport}
            </Button>
            <Button component={Link} to={ERP_PATH} variant="default" leftSection={<IconKey size={18} />}>
              {MSG.mvEmptyConnectErp}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
