import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { MSG } from '@trazo/shared';

/**
 * A saved password shown in clear one last time, with a copy button, until the dialog closes — to hand
 * it to the driver (issue 22 item 5: the new driver's one sat masked while the toast said to copy it).
 */
export function PasswordHandover(props: { documento: string; password: string; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="teal" variant="light" title={MSG.driverPasswordSaved} role="status">
        <Text size="sm">
          {MSG.driverDocument}: <strong>{props.documento}</strong>
        </Text>
        <Group gap="xs" mt="xs">
          <Code fz="md" data-testid="driver-password">
            {props.password}
          </Code>
          <CopyButton value={props.password}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? MSG.driverPasswordCopied : MSG.driverPasswordCopy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {MSG.driverPasswordShowOnce}
        </Text>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={props.onClose}>{MSG.close}</Button>
      </Group>
    </Stack>
  );
}
