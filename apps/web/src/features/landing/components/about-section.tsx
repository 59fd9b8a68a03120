import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlag, IconHeadset, IconShieldLock } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import classes from '../landing.module.css';
import { ABOUT } from '../landing-content';

const ICONS: Record<(typeof ABOUT.pillars)[number]['key'], ReactNode> = {
  local: <IconFlag size={22} />,
  support: <IconHeadset size={22} />,
  privacy: <IconShieldLock size={22} />,
};

/** Quiénes somos (spec §2.5). */
export function AboutSection() {
  return (
    <Box className={classes.tinted}>
      <Container size="lg" className={classes.sectionInner}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={56}>
          <Stack gap="md">
            <Text size="sm" fw={800} tt="uppercase" c="trazo.7" style={{ letterSpacing: '0.08em' }}>
              {MSG.landingMenuAbout}
            </Text>
            <Title id="quienes-somos-title" order={2} fz={{ base: 28, sm: 38 }} lh={1.15}>
              {ABOUT.title}
            </Title>
            {ABOUT.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 24)} c="gray.7" fz={{ base: 'md', sm: 'lg' }} lh={1.65}>
                {paragraph}
              </Text>
            ))}
          </Stack>
          <Stack gap="lg" justify="center">
            {ABOUT.pillars.map((pillar) => (
              <Group
                key={pillar.key}
                wrap="nowrap"
                align="flex-start"
                gap="md"
                p="lg"
                bg="white"
                style={{
                  borderRadius: 'var(--mantine-radius-lg)',
                  border: '1px solid var(--mantine-color-gray-2)',
                }}
              >
                <ThemeIcon size={44} radius="md" color="teal" variant="light">
                  {ICONS[pillar.key]}
                </ThemeIcon>
                <div>
                  <Title order={3} fz="md">
                    {pillar.title}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4} lh={1.55}>
                    {pillar.text}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
