import 'mantine-datatable/styles.css';
import { ActionIcon, Badge, Paper } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { MSG, recipientKindLabel, type TTemplate } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { LIST_TABLE } from '../../../components/list-table';

interface TemplatesTableProps {
  templates: TTemplate[];
  fetching: boolean;
  error: string | undefined;
  onEdit: (template: TTemplate) => void;
}

export function TemplatesTable({ templates, fetching, error, onEdit }: TemplatesTableProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <DataTable<TTemplate>
        {...LIST_TABLE}
        records={templates}
        fetching={fetching}
        minHeight={templates.length ? undefined : 180}
        noRecordsText={error ?? MSG.ntfNone}
        columns={[
          { accessor: 'eventName', title: MSG.ntfEvent },
          {
            accessor: 'recipientKind',
            title: MSG.ntfRecipient,
            render: (t) => recipientKindLabel(t.recipientKind),
          },
          { accessor: 'subject', title: MSG.ntfSubject },
          {
            accessor: 'isActive',
            title: '',
            render: (t) => (
              <Badge color={t.isActive ? 'teal' : 'gray'} variant="light">
                {t.isActive ? MSG.ntfActive : MSG.ntfInactive}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (t) => (
              <ActionIcon
                variant="subtle"
                aria-label={`${MSG.ntfEdit} ${t.eventName} ${recipientKindLabel(t.recipientKind)}`}
                onClick={() => onEdit(t)}
              >
                <IconEdit size={16} />
              </ActionIcon>
            ),
          },
        ]}
      />
    </Paper>
  );
}
