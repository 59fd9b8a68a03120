import { Alert, Button, Center, Group, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft, IconCash, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMovementByManifest } from './api/find-movement-by-manifest';
import { AssignDriver } from './components/assign-driver';
import { MovementDetailView } from './components/movement-detail-view';
import { NotificationLog } from './components/notification-log';
import { PageHeading } from './components/page-heading';

/** detallemovimiento?manifiesto=<n> (role 5): one manifest with its consignments, timeline and documents. */
export function MovementDetailPage() {
  const [params, setParams] = useSearchParams();
  const manifest = params.get('manifiesto')?.trim() ?? '';
  const movement = useMovementByManifest(manifest);
  const [typed, setTyped] = useState(manifest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setParams({ manifiesto: typed.trim() });
  };

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Button
          component={Link}
          to="/empresa-transporte/viajes"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          px={0}
        >
          {MSG.mvBack}
        </Button>
        <Paper component="form" onSubmit={submit} noValidate bg="transparent">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={MSG.mvManifest}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              maxLength={30}
              size="sm"
              w={{ base: 140, sm: 180 }}
            />
            <Button type="submit" size="sm" leftSection={<IconSearch size={16} />}>
              {MSG.mvDetailOpen}
            </Button>
          </Group>
        </Paper>
      </Group>
      {!manifest && <PageHeading title={MSG.mvDetail} intro={MSG.mvDetailAsk} />}
      {manifest && movement.isPending && (
        <Center h={240} role="status" aria-label={MSG.loading}>
          <Loader />
        </Center>
      )}
      {movement.isError && !movement.data && (
        <Alert color="red" variant="light" icon={<IconInfoCircle />}>
          {movement.error.message}
        </Alert>
      )}
      {movement.data === null && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title={MSG.lookupNotFound}>
          {MSG.movementNotFound}
        </Alert>
      )}
      {movement.data && (
        // issue 11: the trip's advances and expenses live in 'Legalización Gastos'.
        <Group justify="flex-end">
          <Button
            component={Link}
            to={`/empresa-transporte/legalizacion-gastos/${movement.data.id}`}
            variant="light"
            leftSection={<IconCash size={16} />}
          >
            {MSG.moneyTripMoneyLink}
          </Button>
        </Group>
      )}
      {movement.data && (
        <MovementDetailView
          movement={movement.data}
          eventsFailed={movement.isRefetchError}
          driverAction={<AssignDriver movement={movement.data} />}
        />
      )}
      {movement.data && <NotificationLog movementId={movement.data.id} />}
    </Stack>
  );
}
