import { Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { Link } from 'react-router';
import { StatusCard } from '../../components/status-card';

/** /error (spec §2.1): where a failed flow can send the user; a calm message and ways forward. */
export function ErrorPage() {
  return (
    <StatusCard
      icon={<IconAlertTriangle size={44} stroke={1.5} />}
      color="red"
      title={MSG.errorPageTitle}
      actions={
        <Group justify="center" gap="sm" mt="xs">
          <Button component={Link} to="/">
            {MSG.errorPageHome}
          </Button>
          <Button component={Link} to="/contactus" variant="default">
            {MSG.paymentContact}
          </Button>
        </Group>
      }
    >
      {MSG.errorPageText}
    </StatusCard>
  );
}
