import { Button, Center } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { StatusCard } from '../../components/status-card';

/**
 * The root error boundary (unknown paths have their own `*` route). The usual cause in production
 * is a page chunk that no longer exists after a deploy; reloading fetches the new build.
 */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <StatusCard
        icon={<IconAlertTriangle size={44} stroke={1.5} />}
        color="red"
        title={MSG.routeErrorTitle}
        actions={<Button onClick={() => window.location.reload()}>{MSG.reload}</Button>}
      >
        {MSG.routeErrorText}
      </StatusCard>
    </Center>
  );
}
