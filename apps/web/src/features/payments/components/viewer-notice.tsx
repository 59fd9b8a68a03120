import { Alert, Anchor, Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { Link } from 'react-router';

/** Who may pay (issue 5, item 4): a visitor is asked to sign in; another role is told why not. */
export function ViewerNotice({ viewer, signInTo }: { viewer: 'visitor' | 'other-role'; signInTo: string }) {
  if (viewer === 'other-role') {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle />} radius="lg">
        {MSG.paymentOnlyTransport}
      </Alert>
    );
  }
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg="trazo.0"
      style={{ borderColor: 'var(--mantine-color-trazo-2)' }}
    >
      <Group justify="space-between" gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon size={48} radius="xl">
            <IconLock size={24} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              {MSG.paymentSignInTitle}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {MSG.paymentSignInText}
            </Text>
            <Text size="sm" mt={6}>
              {MSG.paymentNoAccount}{' '}
              <Anchor component={Link} to="/registrar-empresas-transporte" fw={600}>
                {MSG.paymentRegisterCompany}
              </Anchor>
            </Text>
          </div>
        </Group>
        <Group gap="sm">
          <Button component={Link} to="/login" variant="default">
            {MSG.paymentSignInButton}
          </Button>
          <Button component={Link} to={signInTo}>
            {MSG.paymentCustomerPortal}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
