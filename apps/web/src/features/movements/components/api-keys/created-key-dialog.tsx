import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { MSG, type TCreateApiKeyResponse } from '@trazo/shared';

/** The raw key, once, with a copy button; closing forgets it. */
export function CreatedKeyDialog({
  apiKey,
  onClose,
}: {
  apiKey: TCreateApiKeyResponse | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={apiKey !== null}
      onClose={onClose}
      title={MSG.apiKeyCreatedTitle}
      size={560}
      closeOnClickOutside={false}
    >
      {apiKey && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle />}>
            {MSG.apiKeyShownOnce}
          </Alert>
          <Text size="sm" fw={600}>
            {apiKey.nombre}
          </Text>
          <Code
            block
            aria-label={MSG.apiKeyCreatedTitle}
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
          >
            {apiKey.llave}
          </Code>
          <Group justify="space-between">
            <CopyButton value={apiKey.llave}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? MSG.apiKeyCopied : MSG.apiKeyCopy}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {MSG.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
