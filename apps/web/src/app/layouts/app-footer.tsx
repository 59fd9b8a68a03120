import { Group, Text } from '@mantine/core';
import { MSG } from '@trazo/shared';

export function AppFooter() {
  return (
    <Group component="footer" justify="center" py="md" px="md">
      {/* The year the page was prerendered may not be this visit's (issue 28): no hydration warning. */}
      <Text size="xs" c="dimmed" ta="center" suppressHydrationWarning>
        © {new Date().getFullYear()} Trazo. {MSG.footerRights}
      </Text>
    </Group>
  );
}
