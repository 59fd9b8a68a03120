import { Text, Title } from '@mantine/core';

export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" mt={4}>
          {intro}
        </Text>
      )}
    </div>
  );
}
