import { Alert, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { ADVANCE_METHOD_LABELS, formatPesos, MSG } from '@trazo/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useExportLegalisation } from './api/export-legalisation';
import { useLegalisation } from './api/find-legalisation';
import { AdvanceForm } from './components/advance-form';
import { CloseLegalisationButton } from './components/close-legalisation-button';
import { ExpenseReviewCard } from './components/expense-review-card';
import { LegalisationBadge } from './components/money-badges';
import { MoneyHistory } from './components/money-history';
import { RejectDialog } from './components/reject-dialog';
import { TripSummary } from './components/trip-summary';

/** /empresa-transporte/legalizacion-gastos/:movementId: review one trip's expenses and close it. */
export function LegalisationTripPage() {
  const movementId = Number(useParams().movementId) || 0;
  const detail = useLegalisation(movementId);
  const exporter = useExportLegalisation();
  const [rejecting, setRejecting] = useState<{ id: number; version: number } | null>(null);

  const back = (
    <Button
      component={Link}
      to="/empresa-transporte/legalizacion-gastos"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      px={0}
    >
      {MSG.moneyBackToList}
    </Button>
  );
  if (detail.isPending) {
    return (
      <Center h={240} role="status" aria-label={MSG.loading}>
        <Loader />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Stack maw={1400} mx="auto" w="100%">
        {back}
        <Alert color="red" variant="light" icon={<IconInfoCircle />}>
          {detail.error.message}
        </Alert>
      </Stack>
    );
  }
  const { trip, advances, expenses, history } = detail.data;
  const isClosed = trip.state === 'legalizada';

  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      {back}
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {MSG.moneyTripTitle} {trip.manifiesto}
            </Title>
            <LegalisationBadge state={trip.state} reopened={trip.reopenedAt !== null} />
          </Group>
          <Text c="dimmed">
            {trip.conductor} ({trip.conductorDocumento}) · {trip.placa} · {formatDate(trip.fechaDespacho)} ·{' '}
            {trip.origen} → {trip.destino}
          </Text>
          {isClosed && trip.closedBy && (
            <Text size="sm" c="dimmed">
              {MSG.moneyClosedBy} {trip.closedBy} · {formatDate(trip.closedAt)}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={exporter.isPending}
            onClick={() =>
              exporter.mutate({ movementId }, { onError: (e) => notify.failure(e, MSG.moneyExport) })
            }
          >
            {MSG.moneyExport}
          </Button>
          {!isClosed && <CloseLegalisationButton trip={trip} />}
        </Group>
      </Group>
      {trip.reopenedAt !== null && !isClosed && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle />}>
          {MSG.moneyReopenedAlert}
        </Alert>
      )}
      <TripSummary trip={trip} />

      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {MSG.moneyAdvances}
        </Title>
        {advances.length === 0 ? (
          <Text c="dimmed" size="sm">
            {MSG.moneyNoAdvances}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table aria-label={MSG.moneyAdvances}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG.moneyAdvanceDate}</Table.Th>
                  <Table.Th ta="right">{MSG.moneyAdvanceAmount}</Table.Th>
                  <Table.Th>{MSG.moneyAdvanceMethod}</Table.Th>
                  <Table.Th>{MSG.moneyAdvanceReference}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {advances.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{formatDate(a.paidOn)}</Table.Td>
                    <Table.Td ta="right">{formatPesos(a.amountCop)}</Table.Td>
                    <Table.Td>{ADVANCE_METHOD_LABELS[a.method]}</Table.Td>
                    <Table.Td>
                      {[a.reference, a.source === 'erp' ? MSG.moneyAdvanceSourceErp : a.recordedBy]
                        .filter(Boolean)
                        .join(' · ')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {!isClosed && <AdvanceForm movementId={movementId} />}

      <Stack gap="sm">
        <Title order={2} fz="lg">
          {MSG.moneyExpenses}
        </Title>
        {expenses.length === 0 && (
          <Text c="dimmed" size="sm">
            {MSG.moneyNoExpenses}
          </Text>
        )}
        {expenses.map((x) => (
          <ExpenseReviewCard
            key={x.id}
            movementId={movementId}
            expense={x}
            isClosed={isClosed}
            onReject={() => setRejecting({ id: x.id, version: x.version })}
          />
        ))}
      </Stack>
      {history.length > 0 && <MoneyHistory history={history} />}
      {rejecting !== null && (
        <RejectDialog
          movementId={movementId}
          expenseId={rejecting.id}
          version={rejecting.version}
          onClose={() => setRejecting(null)}
        />
      )}
    </Stack>
  );
}
