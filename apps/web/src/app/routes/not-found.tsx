import { Button, Group } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { Link } from 'react-router';
import { StatusCard } from '../../components/status-card';

/** spec §2.5: title LA URL NO EXISTE, both buttons back to `/`. */
export function NotFoundPage() {
  return (
    <StatusCard
      icon={<IconMapPinOff size={44} stroke={1.5} />}
      color="gray"
      title={MSG.notFoundTitle}
      actions={
        <Group justify="center" mt="xs" gap="sm">
          <Button component={Link} to="/">
            {MSG.notFoundHome}
          </Button>
          <Button component={Link} to="/" variant="light">
            {MSG.notFoundBack}
          </Button>
        </Group>
      }
    >
      {MSG.notFoundText}
    </StatusCard>
  );
}
