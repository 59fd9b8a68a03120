import { Group, Text } from '@mantine/core';
import { MSG } from '@trazo/shared';

export function AppFooter() {
  return (
    <Group component="footer" justify="center" py="md" px="md">
      <Text size="xs" c="dimmed" ta="center">
        © {new Date().getFullYear()} Trazo. {MSG.footerRights}
      </Text>
    </Group>
  );
}
