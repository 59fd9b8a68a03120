import { Box, Button, Container, Group } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { AppFooter } from './app-footer';

/** Frame of the public pages: a slim bar with the way in, the page centred, the footer. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to="/" aria-label={MSG.logoHome} style={{ textDecoration: 'none' }}>
              <Logo size={30} />
            </Link>
            <Group gap={6} wrap="nowrap">
              {/* Narrow padding on phones so both buttons fit beside the logo at 360–390 px. */}
              <Button component={Link} to="/login" variant="subtle" size="sm" px={{ base: 10, xs: 'md' }}>
                {MSG.landingLogin}
              </Button>
              <Button component={Link} to="/info-generadores" size="sm" px={{ base: 10, xs: 'md' }}>
                {MSG.landingRegister}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" w="100%" py={{ base: 'xl', sm: 56 }} style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <AppFooter />
    </Box>
  );
}
