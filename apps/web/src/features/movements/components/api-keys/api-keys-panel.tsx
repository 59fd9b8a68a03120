import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { MSG, type TCreateApiKeyResponse } from '@trazo/shared';
import { useState } from 'react';
import { veilsRows } from '../../../../lib/list-veil';
import { useApiKeys } from '../../api/find-api-keys';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyForm } from './create-api-key-form';
import { CreatedKeyDialog } from './created-key-dialog';

/** The ERP's API keys (issue 4 §2): create (the raw key shown once), list, revoke. */
export function ApiKeysPanel() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<TCreateApiKeyResponse | null>(null);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg">
              {MSG.apiKeysTitle}
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={760}>
              {MSG.apiKeysIntro}
            </Text>
          </div>
          <Anchor href="/api/docs" target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              {MSG.apiKeysDocs}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <CreateApiKeyForm onCreated={setCreated} />
        {keys.isError && (
          <Alert color="red" variant="light" icon={<IconInfoCircle />}>
            {keys.error.message}
          </Alert>
        )}
        <ApiKeysTable keys={keys.data?.data ?? []} fetching={veilsRows(keys)} />
      </Stack>
      <CreatedKeyDialog apiKey={created} onClose={() => setCreated(null)} />
    </Paper>
  );
}
