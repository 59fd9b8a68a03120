import { ActionIcon, Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileCertificate, IconQrcode } from '@tabler/icons-react';
import { FUEC_STATE_LABELS, MSG, type TServiceState } from '@trazo/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDownloadFuec, useIssueServiceFuec, useServiceFuecs } from '../api/fuec-api';

const day = (iso: string) => iso.split('-').reverse().join('/');
const STATE_COLORS = { vigente: 'teal', anulado: 'red', vencido: 'gray' } as const;

/**
 * A service's 'FUEC' action (issue 24 items 5 and 7), in the board's and the history's detail: issues the
 * extract from the service's contract, vehicle, drivers, route and dates, or — when it already has a
 * valid one — downloads that one. Its FUECs are listed, annulled ones as such.
 */
export function ServiceFuecPanel({ serviceId, state }: { serviceId: number; state: TServiceState }) {
  const list = useServiceFuecs(serviceId);
  const issue = useIssueServiceFuec(serviceId);
  const download = useDownloadFuec();
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = list.data?.data ?? [];
  const valid = rows.find((f) => f.state === 'vigente');
  const canIssue = state === 'programada' || state === 'en_curso';

  const save = (row: { id: number; number: string }) =>
    download.mutate(row, { onError: (e) => notify.failure(e, MSG.fuecDownload) });
  const act = () => {
    setRefusal(null);
    if (valid) return save(valid);
    issue.mutate(undefined, {
      onSuccess: (issued) => {
        notify.success(issued.existing ? MSG.fuecServiceExisting : MSG.fuecServiceIssued, issued.number);
        save(issued);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
        else notify.failure(error, MSG.fuecServiceAction);
      },
    });
  };

  return (
    <Stack gap="xs">
      {(canIssue || valid) && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconFileCertificate size={16} />}
            onClick={act}
            loading={issue.isPending || download.isPending}
          >
            {MSG.fuecServiceAction}
          </Button>
        </Group>
      )}
      {refusal && (
        <Alert color="red" variant="light">
          {refusal}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MSG.fuecServiceNone}
        </Text>
      ) : (
        <Table striped aria-label={MSG.fuecServiceListTitle}>
          <Table.Tbody>
            {rows.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {f.number}
                  </Text>
                  {f.annulReason && (
                    <Text size="xs" c="dimmed">{`${MSG.fuecAnnulReason}: ${f.annulReason}`}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLORS[f.state]} variant="light">
                    {FUEC_STATE_LABELS[f.state]}
                  </Badge>
                </Table.Td>
                <Table.Td>{`${f.placa} · ${day(f.startDate)} – ${day(f.endDate)}`}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={MSG.fuecDownload}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${MSG.fuecDownload} ${f.number}`}
                        onClick={() => save(f)}
                      >
                        <IconDownload size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={MSG.fuecPublicTitle}>
                      <Anchor
                        href={`/fuec/${f.token}`}
                        target="_blank"
                        rel="noopener"
                        aria-label={`${MSG.fuecPublicTitle} ${f.number}`}
                      >
                        <IconQrcode size={16} />
                      </Anchor>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
