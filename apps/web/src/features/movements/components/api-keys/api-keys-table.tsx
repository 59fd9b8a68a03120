import 'mantine-datatable/styles.css';
import { Badge, Button, Code, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconBan } from '@tabler/icons-react';
import { MSG, type TApiKey } from '@trazo/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { LIST_TABLE } from '../../../../components/list-table';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { useRevokeApiKey } from '../../api/revoke-api-key';

type Column = DataTableColumn<TApiKey>;

function StatusBadge({ apiKey }: { apiKey: TApiKey }) {
  return apiKey.revoked_at ? (
    <Badge color="gray" variant="light">
      {MSG.apiKeyRevokedStatus}
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      {MSG.apiKeyActive}
    </Badge>
  );
}

const lastUsed = (k: TApiKey) => (k.last_used_at ? formatDateTime(k.last_used_at) : MSG.apiKeyNever);

const columns: Column[] = [
  {
    accessor: 'nombre',
    title: MSG.apiKeyName,
    render: (k) => (
      <Text fw={600} size="sm">
        {k.nombre}
      </Text>
    ),
  },
  { accessor: 'prefijo', title: MSG.apiKeyPrefix, render: (k) => <Code>{k.prefijo}…</Code> },
  { accessor: 'created_at', title: MSG.apiKeyCreatedAt, render: (k) => formatDateTime(k.created_at) },
  { accessor: 'last_used_at', title: MSG.apiKeyLastUsed, render: lastUsed },
  { accessor: 'revoked_at', title: MSG.apiKeyStatus, render: (k) => <StatusBadge apiKey={k} /> },
];

// On a phone: name, prefix and dates stacked in one column.
const phoneColumns: Column[] = [
  {
    accessor: 'nombre',
    title: MSG.apiKeyName,
    render: (k) => (
      <>
        {/* A div: the badge is a block element, which a paragraph may not hold (issue 14 item 7). */}
        <Text component="div" fw={600} size="sm">
          {k.nombre} <StatusBadge apiKey={k} />
        </Text>
        <Code>{k.prefijo}…</Code>
        <Text size="xs" c="dimmed">
          {MSG.apiKeyCreatedAt} {formatDateTime(k.created_at)} · {MSG.apiKeyLastUsed}: {lastUsed(k)}
        </Text>
      </>
    ),
  },
];

/** The company's keys; an active one can be revoked after a confirmation. */
export function ApiKeysTable({ keys, fetching }: { keys: TApiKey[]; fetching: boolean }) {
  const revoke = useRevokeApiKey();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  const confirmRevoke = (key: TApiKey) =>
    modals.openConfirmModal({
      title: `${MSG.apiKeyRevokeTitle}: ${key.nombre}`,
      children: <Text size="sm">{MSG.apiKeyRevokeText}</Text>,
      labels: { confirm: MSG.apiKeyRevoke, cancel: MSG.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => notify.failure(error),
        }),
    });

  const revokeColumn: Column = {
    accessor: 'actions',
    title: '',
    textAlign: 'right',
    render: (k) =>
      k.revoked_at ? null : (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconBan size={14} />}
          onClick={() => confirmRevoke(k)}
          aria-label={`${MSG.apiKeyRevoke} ${k.nombre}`}
        >
          {MSG.apiKeyRevoke}
        </Button>
      ),
  };

  return (
    <DataTable<TApiKey>
      {...LIST_TABLE}
      aria-label={MSG.apiKeysTitle}
      withTableBorder
      borderRadius="md"
      striped
      minHeight={keys.length ? undefined : 160}
      fetching={fetching}
      records={keys}
      idAccessor="id"
      noRecordsText={MSG.apiKeysEmpty}
      columns={[...(isPhone ? phoneColumns : columns), revokeColumn]}
    />
  );
}
