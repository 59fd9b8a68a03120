import { Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FormCardProps {
  icon: ReactNode;
  title: string;
  /** What the card asks for, under the title. */
  intro: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  maw?: number;
  children: ReactNode;
}

/** The centred card of the one-form account pages (e-mail verification, password reset). */
export function FormCard({ icon, title, intro, onSubmit, maw = 480, children }: FormCardProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} maw={maw} mx="auto" w="100%">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack align="center" ta="center" gap="xs">
            <ThemeIcon size={72} radius="xl" variant="light">
              {icon}
            </ThemeIcon>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {intro}
          </Stack>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
