import type { MantineColor } from '@mantine/core';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusCardProps {
  icon: ReactNode;
  color?: MantineColor;
  title: string;
  children?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
}

/** A centred card for one-message pages: not found, pending activation, verify your e-mail… */
export function StatusCard({ icon, color = 'trazo', title, children, actions }: StatusCardProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'xl', sm: 48 }} maw={560} mx="auto" w="100%">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={80} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {children && (
          <Text c="dimmed" maw={440}>
            {children}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
