import { Burger, Button, Container, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MSG } from '@trazo/shared';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import classes from '../landing.module.css';
import { LANDING_SECTIONS } from '../landing-sections';

/** The banner's id: the logo scrolls back to it. */
const TOP = 'inicio';

interface LandingHeaderProps {
  onSection: (id: string) => void;
}

/**
 * The landing's top menu (spec §2.5): Ventajas, Quiénes somos, Productos, Contactanos, Iniciar
 * sesión. The section links scroll in place; under 800 px they fold into a drawer (spec §9).
 */
export function LandingHeader({ onSection }: LandingHeaderProps) {
  const [opened, drawer] = useDisclosure(false);

  const follow = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    drawer.close();
    onSection(id);
  };

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <a href={`#${TOP}`} onClick={follow(TOP)} aria-label={MSG.logoHome} className={classes.logoLink}>
          <Logo size={30} />
        </a>
        <nav className={classes.nav} aria-label={MSG.landingMenuLabel}>
          {LANDING_SECTIONS.map((section) => (
            <a
              key={section.id}
              href={`#${section.id}`}
              className={classes.navLink}
              onClick={follow(section.id)}
            >
              {section.label}
            </a>
          ))}
          <Button component={Link} to="/login" ml="sm" size="sm">
            {MSG.landingLogin}
          </Button>
        </nav>
        <Burger
          className={classes.compactOnly}
          opened={opened}
          onClick={drawer.toggle}
          size="sm"
          aria-label={MSG.landingOpenMenu}
          aria-expanded={opened}
          aria-controls="landing-drawer"
        />
      </Container>
      <Drawer
        id="landing-drawer"
        opened={opened}
        onClose={drawer.close}
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
              onClick={follow(section.id)}
            >
              {section.label}
            </a>
          ))}
          <Stack gap="sm" mt="xl">
            <Button component={Link} to="/login" fullWidth>
              {MSG.landingLogin}
            </Button>
            <Button component={Link} to="/info-generadores" variant="light" fullWidth>
              {MSG.landingRegister}
            </Button>
          </Stack>
        </nav>
      </Drawer>
    </header>
  );
}
