import { Burger, Button, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MSG } from '@trazo/shared';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { Logo } from '../../../components/logo';
import { PageLink } from '../../../components/page-routing';
import classes from '../landing.module.css';
import { LANDING_SECTIONS } from '../landing-sections';

const LandingDrawer = lazy(() => import('./landing-drawer').then((m) => ({ default: m.LandingDrawer })));

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
  const [hasOpened, setHasOpened] = useState(false);
  if (opened && !hasOpened) setHasOpened(true);

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
          <Button component={PageLink} to="/login" ml="sm" size="sm">
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
      {/* Mantine's drawer (focus trap, scroll lock, floating layers) loads when the menu is first
          opened, not with the page: most visits never open it (issue 28, ADR 0021). */}
      {hasOpened && (
        <Suspense fallback={null}>
          <LandingDrawer opened={opened} onClose={drawer.close} onSection={follow} />
        </Suspense>
      )}
    </header>
  );
}
