import 'mantine-datatable/styles.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Modal,
  Paper,
  Pill,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBan,
  IconDownload,
  IconPlus,
  IconQrcode,
  IconRefresh,
  IconSearch,
  IconSettings,
} from '@tabler/icons-react';
import { FUEC_STATE_LABELS, MSG, type TFuecRow, ZAnnulFuec } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  paginationControlProps,
  paginationItemProps,
  paginationText,
} from '../../components/data-table-texts';
import { veilsRows } from '../../lib/list-veil';
import { notify } from '../../lib/notify';
import { useAnnulFuec, useDownloadFuec, useFuecList, useReissueFuec } from './api/fuec-api';
import { FuecSettings } from './components/fuec-settings-card';
import { IssueFuecForm } from './components/issue-fuec-form';

const PER_PAGE = 15;
const day = (iso: string) => iso.split('-').reverse().join('/');
const STATE_COLORS = { vigente: 'teal', anulado: 'red', vencido: 'gray' } as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /especiales/fuec (Servicios → FUEC; issue 24 item 5): issued extracts, issue, download, annul, reissue.
 * `?mes=YYYY-MM` (Inicio's 'FUEC expedidos este mes') shows that month's, as a removable chip.
 */
export function FuecPage() {
  const [params, setParams] = useSearchParams();
  const mes = MONTH.test(params.get('mes') ?? '') ? (params.get('mes') ?? '') : '';
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(1);
  const [panel, setPanel] = useState<'issue' | 'settings' | null>(null);
  const [annulling, setAnnulling] = useState<TFuecRow | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const list = useFuecList({ page, per_page: PER_PAGE, q: debounced, mes });
  const download = useDownloadFuec();
  const annul = useAnnulFuec();
  const reissue = useReissueFuec();

  const confirmAnnul = () => {
    const parsed = ZAnnulFuec.safeParse({ reason });
    if (!parsed.success || !annulling) return setReasonError(parsed.error?.issues[0]?.message ?? null);
    annul.mutate(
      { id: annulling.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify.success(MSG.fuecAnnulled, annulling.number);
          setAnnulling(null);
        },
        onError: (error) => notify.failure(error, MSG.saveErrorTitle),
      },
    );
  };

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.fuecTitle}
        </Title>
        <Text c="dimmed">{MSG.fuecIntro}</Text>
      </div>
      <Group justify="space-between">
        <TextInput
          aria-label={MSG.espSearch}
          placeholder={MSG.espSearch}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
        />
        {mes && (
          <Pill
            withRemoveButton
            removeButtonProps={{ 'aria-label': `${MSG.espSvcClearFilters}: ${MSG.fuecMonthFilter}` }}
            onRemove={() => {
              setParams({});
              setPage(1);
            }}
          >
            {`${MSG.fuecMonthFilter} ${mes.slice(5)}/${mes.slice(0, 4)}`}
          </Pill>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconSettings size={16} />}
            onClick={() => setPanel('settings')}
          >
            {MSG.fuecSettingsTitle}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setPanel('issue')}>
            {MSG.fuecIssue}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <DataTable<TFuecRow>
          records={list.data?.data ?? []}
          idAccessor="id"
          fetching={veilsRows(list)}
          aria-busy={list.isFetching}
          loadingText={MSG.loading}
          minHeight={list.data?.data.length ? undefined : 200}
          noRecordsText={list.error?.message ?? MSG.espEmpty}
          striped
          highlightOnHover
          totalRecords={list.data?.total ?? 0}
          page={page}
          onPageChange={setPage}
          recordsPerPage={PER_PAGE}
          paginationText={paginationText}
          getPaginationControlProps={paginationControlProps}
          getPaginationItemProps={paginationItemProps}
          columns={[
            {
              accessor: 'number',
              title: MSG.fuecNumber,
              render: (r) => (
                <div>
                  <Text size="sm" ff="monospace">
                    {r.number}
                  </Text>
                  {r.annulReason && (
                    <Text
                      size="xs"
                      c="dimmed"
                    >{`${MSG.fuecAnnulReason}: ${r.annulReason}${r.replacedByNumber ? ` → ${r.replacedByNumber}` : ''}`}</Text>
                  )}
                </div>
              ),
            },
            {
              accessor: 'state',
              title: MSG.espState,
              render: (r) => (
                <Badge color={STATE_COLORS[r.state]} variant="light">
                  {FUEC_STATE_LABELS[r.state]}
                </Badge>
              ),
            },
            {
              accessor: 'clientName',
              title: MSG.fuecContract,
              render: (r) => `${String(r.contractNumber).padStart(4, '0')} · ${r.clientName}`,
            },
            { accessor: 'placa', title: MSG.fuecVehicle },
            { accessor: 'drivers', title: MSG.fleetDriversTitle, render: (r) => r.drivers.join(', ') },
            {
              accessor: 'startDate',
              title: MSG.fuecValidity,
              render: (r) => `${day(r.startDate)} – ${day(r.endDate)}`,
            },
            {
              accessor: 'actions',
              title: MSG.espActions,
              textAlign: 'right',
              render: (r) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={MSG.fuecDownload}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${MSG.fuecDownload} ${r.number}`}
                      loading={download.isPending && download.variables?.id === r.id}
                      onClick={() =>
                        download.mutate(r, { onError: (e) => notify.failure(e, MSG.fuecDownload) })
                      }
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={MSG.fuecPublicTitle}>
                    <Anchor
                      href={`/fuec/${r.token}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={`${MSG.fuecPublicTitle} ${r.number}`}
                    >
                      <IconQrcode size={16} />
                    </Anchor>
                  </Tooltip>
                  {r.state !== 'anulado' && (
                    <Tooltip label={MSG.fuecAnnul}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${MSG.fuecAnnul} ${r.number}`}
                        onClick={() => {
                          setReason('');
                          setReasonError(null);
                          setAnnulling(r);
                        }}
                      >
                        <IconBan size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {r.state === 'anulado' && !r.replacedByNumber && (
                    <Tooltip label={MSG.fuecReissue}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${MSG.fuecReissue} ${r.number}`}
                        loading={reissue.isPending && reissue.variables === r.id}
                        onClick={() =>
                          reissue.mutate(r.id, {
                            onSuccess: (issued) => notify.success(MSG.fuecReissued, issued.number),
                            onError: (e) => notify.failure(e, MSG.fuecReissue),
                          })
                        }
                      >
                        <IconRefresh size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              ),
            },
          ]}
        />
      </Paper>
      <Drawer
        opened={panel !== null}
        onClose={() => setPanel(null)}
        position="right"
        size="lg"
        title={<Text fw={600}>{panel === 'settings' ? MSG.fuecSettingsTitle : MSG.fuecIssue}</Text>}
      >
        {panel === 'issue' && <IssueFuecForm onDone={() => setPanel(null)} />}
        {panel === 'settings' && <FuecSettings />}
      </Drawer>
      <Modal
        opened={annulling !== null}
        onClose={() => setAnnulling(null)}
        title={`${MSG.fuecAnnul} ${annulling?.number ?? ''}`}
      >
        <Stack gap="sm">
          <Textarea
            label={MSG.fuecAnnulReason}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={reasonError}
            maxLength={300}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button color="red" onClick={confirmAnnul} loading={annul.isPending}>
              {MSG.fuecAnnul}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
