import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';

/** The placeholder for pages that later issues build: the page's real title and a clear notice. */
interface UnderConstructionProps {
  title: string;
  /** 1 for a page; lower inside dialogs and tabs. */
  headingOrder?: 1 | 2 | 3;
}

export function UnderConstruction({ title, headingOrder = 1 }: UnderConstructionProps) {
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Title order={headingOrder} fz={headingOrder === 1 ? { base: 24, sm: 30 } : 'h4'}>
        {title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'xl', sm: 48 }} ta="center" bg="var(--mantine-color-body)">
        <Stack align="center" gap="sm">
          <ThemeIcon size={72} radius="xl" variant="light" color="yellow">
            <IconBarrierBlock size={40} stroke={1.5} />
          </ThemeIcon>
          <Badge variant="light" color="yellow" size="lg">
            {MSG.underConstructionTitle}
          </Badge>
          <Text c="dimmed" maw={420}>
            {MSG.underConstructionText}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
