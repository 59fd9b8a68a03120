import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDeviceMobileOff } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { Link } from 'react-router';

/** spec §2.8 / §6: without the mobile-app subscription, a contact-sales message instead of the editors. */
export function NoMobileApp() {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconDeviceMobileOff size={22} />}
      data-testid="no-mobile-app"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{MSG.configNoMobileApp}</Text>
        <Button component={Link} to="/pasarela" color="orange" size="sm">
          {MSG.configContactSales}
        </Button>
      </Stack>
    </Alert>
  );
}
