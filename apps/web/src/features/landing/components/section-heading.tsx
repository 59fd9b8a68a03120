import { Stack, Text, Title } from '@mantine/core';

interface SectionHeadingProps {
  id: string;
  kicker: string;
  title: string;
  text?: string;
  /** 1 when the section is the page itself (/contactus). */
  order?: 1 | 2;
}

/** The centred heading every landing section opens with; `id` labels the section for readers. */
export function SectionHeading({ id, kicker, title, text, order = 2 }: SectionHeadingProps) {
  return (
    <Stack gap="xs" ta="center" align="center" mb={{ base: 36, sm: 56 }}>
      <Text size="sm" fw={800} tt="uppercase" c="trazo.7" style={{ letterSpacing: '0.08em' }}>
        {kicker}
      </Text>
      <Title id={id} order={order} fz={{ base: 28, sm: 38 }} lh={1.15} maw={720}>
        {title}
      </Title>
      {text && (
        <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={640}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
