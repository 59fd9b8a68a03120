import { Button, Drawer, Stack } from '@mantine/core';
import { MSG } from '@trazo/shared';
import type { MouseEvent } from 'react';
import { Logo } from '../../../components/logo';
import { PageLink } from '../../../components/page-routing';
import classes from '../landing.module.css';
import { LANDING_SECTIONS } from '../landing-sections';

interface LandingDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The header's handler for a section link: closes the drawer and scrolls there. */
  onSection: (id: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The landing's menu under 800 px (spec §9), loaded when the burger first opens it (landing-header.tsx). */
export function LandingDrawer({ opened, onClose, onSection }: LandingDrawerProps) {
  return (
    <Drawer
      id="landing-drawer"
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      title={<Logo size={26} />}
      closeButtonProps={{ 'aria-label': MSG.cancel }}
    >
      <nav aria-label={MSG.landingMenuLabel}>
        {LANDING_SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className={classes.drawerLink}
            onClick={onSection(section.id)}
          >
            {section.label}
          </a>
        ))}
        <Stack gap="sm" mt="xl">
          <Button component={PageLink} to="/login" fullWidth>
            {MSG.landingLogin}
          </Button>
          <Button component={PageLink} to="/info-generadores" variant="light" fullWidth>
            {MSG.landingRegister}
          </Button>
        </Stack>
      </nav>
    </Drawer>
  );
}
