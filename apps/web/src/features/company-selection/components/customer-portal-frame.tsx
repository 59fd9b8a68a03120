import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import { BrandButton } from '../../../components/brand-button';
import { FramedPage } from '../../../components/framed-page';
import { logout } from '../../../lib/session';

/**
 * The customer portal's frame (the /prueba-login branding, spec §2.2): a dark top bar with the
 * logo — the chosen company's too, cleared by a click (spec §2.7) — the user and Cerrar sesión.
 */
export function CustomerPortalFrame({ userName, children }: { userName: string; children: ReactNode }) {
  const header = (
    <Box
      component="header"
      h={64}
      style={{ background: 'linear-gradient(100deg, #1b1f2a 0%, #2a3142 70%, #3b4358 100%)' }}
    >
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandButton inverted />
          <Group gap="md" wrap="nowrap">
            <Text c="white" size="sm" fw={600} visibleFrom="sm" truncate="end" maw={240}>
              {userName}
            </Text>
            <Button
              variant="white"
              color="dark"
              size="xs"
              leftSection={<IconLogout size={16} />}
              onClick={() => void logout()}
            >
              {MSG.selectCustomerLogout}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
  const footer = (
    <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
      © {new Date().getFullYear()} Trazo. {MSG.footerRights}
    </Text>
  );
  return (
    <FramedPage header={header} footer={footer}>
      {children}
    </FramedPage>
  );
}
