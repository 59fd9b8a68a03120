import { Box, Button, Container, Group } from '@mantine/core';
import { MSG } from '@trazo/shared';
import type { ReactNode } from 'react';
import { FramedPage } from '../../components/framed-page';
import { Logo } from '../../components/logo';
import { PageLink } from '../../components/page-routing';
import { AppFooter } from './app-footer';

interface PublicFrameProps {
  /** The signed-in user's home, for 'Ir al panel'; null shows a visitor's way in. */
  panel: string | null;
  children: ReactNode;
}

/**
 * Frame of the public pages: a slim bar with the way in (or back to the panel), the page, the footer.
 * The portal's route (layouts/public-layout.tsx) and the public shell (issue 28) both draw it.
 */
export function PublicFrame({ panel, children }: PublicFrameProps) {
  const header = (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <PageLink to="/" aria-label={MSG.logoHome} style={{ textDecoration: 'none' }}>
            <Box hiddenFrom="xs">
              <Logo size={30} withWordmark={false} />
            </Box>
            <Box visibleFrom="xs">
              <Logo size={30} />
            </Box>
          </PageLink>
          {panel && panel !== '/' ? (
            <Button component={PageLink} to={panel} size="sm">
              {MSG.paymentGoToPanel}
            </Button>
          ) : (
            <Group gap={6} wrap="nowrap">
              <Button component={PageLink} to="/login" variant="subtle" size="sm" px={{ base: 8, xs: 'md' }}>
                {MSG.landingLogin}
              </Button>
              <Button component={PageLink} to="/info-generadores" size="sm" px={{ base: 10, xs: 'md' }}>
                {MSG.landingRegister}
              </Button>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
  return (
    <FramedPage header={header} footer={<AppFooter />}>
      {children}
    </FramedPage>
  );
}
