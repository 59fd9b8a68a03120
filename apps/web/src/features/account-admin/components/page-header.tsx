import { Text, Title } from '@mantine/core';

export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Text c="dimmed" maw={720}>
        {subtitle}
      </Text>
    </div>
  );
}
