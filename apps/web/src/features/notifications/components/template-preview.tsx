import { Alert, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { findUnknownVariables, MSG } from '@trazo/shared';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { usePreviewMovements } from '../api/find-preview-movements';
import { usePreview } from '../api/preview-template';

interface TemplatePreviewProps {
  eventId: number | null;
  subject: string;
  body: string;
}

/** The draft as it would be sent, filled from a real movement the user picks (live, debounced). */
export function TemplatePreview({ eventId, subject, body }: TemplatePreviewProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const movements = usePreviewMovements(debouncedSearch);
  const [movementId, setMovementId] = useState<string | null>(null);
  const [draft] = useDebouncedValue({ subject, body }, 400);
  const isComplete =
    movementId !== null &&
    eventId !== null &&
    draft.subject.trim() !== '' &&
    draft.body.trim() !== '' &&
    findUnknownVariables(draft.subject + draft.body).length === 0;
  const preview = usePreview(
    isComplete ? { movementId: Number(movementId), eventId, subject: draft.subject, body: draft.body } : null,
  );

  return (
    <Stack gap="xs">
      <Select
        label={MSG.ntfPreviewMovement}
        placeholder={MSG.ntfPreviewPick}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={(movements.data?.data ?? []).map((m) => ({
          value: String(m.id),
          label: `${m.manifiesto} · ${m.placa} · ${formatDateTime(m.fecha)}`,
        }))}
        value={movementId}
        onChange={setMovementId}
        comboboxProps={{ withinPortal: true }}
      />
      {movementId === null ? (
        <Text size="sm" c="dimmed">
          {MSG.ntfPreviewPick}
        </Text>
      ) : preview.error ? (
        <Alert color="red">{preview.error.message}</Alert>
      ) : preview.data ? (
        <Paper withBorder radius="md" p="xs" data-testid="template-preview">
          <Text size="sm" fw={600} data-testid="template-preview-subject">
            {preview.data.subject}
          </Text>
          <iframe
            title={MSG.ntfPreview}
            sandbox=""
            srcDoc={preview.data.html}
            style={{ width: '100%', height: 360, border: 0 }}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
