import { Alert, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { FUEC_STATE_LABELS, MSG } from '@trazo/shared';
import { useParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { usePublicFuec } from './api/find-public-fuec';

const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');
const COLORS = { vigente: 'teal', anulado: 'red', vencido: 'gray' } as const;

/** /fuec/:token — the QR of a printed FUEC: number, state, vehicle, drivers, validity (no login). */
export function PublicFuecPage() {
  const token = useParams().token ?? '';
  const fuec = usePublicFuec(token);
  if (fuec.isPending) return <CenteredLoader />;
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%" py="xl" px="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {MSG.fuecPublicTitle}
      </Title>
      {fuec.isError || !fuec.data ? (
        <Alert color="red" role="alert">
          {MSG.fuecPublicNotFound}
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Text ff="monospace" fz="lg" fw={600} aria-label={MSG.fuecNumber}>
              {fuec.data.number}
            </Text>
            <Badge color={COLORS[fuec.data.state]} size="lg" variant="light">
              {FUEC_STATE_LABELS[fuec.data.state]}
            </Badge>
            {fuec.data.state === 'anulado' ? (
              <Alert color="red" role="alert">
                {MSG.fuecPublicAnnulled}
              </Alert>
            ) : (
              <Table>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th>{MSG.fuecOperator}</Table.Th>
                    <Table.Td>{fuec.data.operator}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{MSG.fuecVehicle}</Table.Th>
                    <Table.Td>{`${fuec.data.placa ?? ''} · ${fuec.data.clase ?? ''}`}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{MSG.fleetDriversTitle}</Table.Th>
                    <Table.Td>{fuec.data.drivers.join(', ')}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{MSG.fuecValidity}</Table.Th>
                    <Table.Td>{`${day(fuec.data.startDate)} – ${day(fuec.data.endDate)}`}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
