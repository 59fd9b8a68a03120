import { Box, Button, Container, Group } from '@mantine/core';
import { MSG, roleHomePath } from '@trazo/shared';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { MAIN_CONTENT_ID } from '../../components/skip-link';
import { useSessionQuery } from '../../lib/session';
import { AppFooter } from './app-footer';

/** Frame of the public pages: a slim bar with the way in (or back to the panel), the page, the footer. */
export function PublicLayout() {
  const { data: session } = useSessionQuery();
  // Only a verified user with an active role has a panel to go back to.
  const panel = session?.verificado && session.rol ? roleHomePath(session.rol) : null;

  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to="/" aria-label={MSG.logoHome} style={{ textDecoration: 'none' }}>
              <Box hiddenFrom="xs">
                <Logo size={30} withWordmark={false} />
              </Box>
              <Box visibleFrom="xs">
                <Logo size={30} />
              </Box>
            </Link>
            {panel && panel !== '/' ? (
              <Button component={Link} to={panel} size="sm">
                {MSG.paymentGoToPanel}
              </Button>
            ) : (
              <Group gap={6} wrap="nowrap">
                <Button component={Link} to="/login" variant="subtle" size="sm" px={{ base: 8, xs: 'md' }}>
                  {MSG.landingLogin}
                </Button>
                <Button component={Link} to="/info-generadores" size="sm" px={{ base: 10, xs: 'md' }}>
                  {MSG.landingRegister}
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size="lg"
        w="100%"
        py={{ base: 'xl', sm: 56 }}
        style={{ flex: 1 }}
      >
        <Outlet />
      </Container>
      <AppFooter />
    </Box>
  );
}
