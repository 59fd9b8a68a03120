import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { MSG, ROLE } from '@trazo/shared';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/skip-link';
import { ConfigurationDialog } from '../../features/configuration/components/configuration-dialog';
import { ReportsDialog } from '../../features/reports/components/reports-dialog';
import { useLiveChanges } from '../../lib/live-changes';
import { sessionCan } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useRouteHandle } from '../route-handle';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { roleAppearance } from './role-appearance';
import { allowedEntries, roleMenu } from './role-menus';
import { SideNav } from './side-nav';

/**
 * spec §2.7: top bar, role side menu, content, footer. The side menu becomes a burger drawer under
 * 991 px (Mantine's `md` breakpoint is 62em = 992 px, spec §9).
 */
export function AuthenticatedLayout() {
  const session = useSession();
  const { hideNav } = useRouteHandle();
  const { pathname } = useLocation();
  // The mobile drawer is open for the page it was opened on: choosing a page closes it, with no effect.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const navOpened = drawerPath === pathname;
  const toggleNav = () => setDrawerPath(navOpened ? null : pathname);
  const [reportsOpened, reports] = useDisclosure(false);
  const [configOpened, config] = useDisclosure(false);

  // One live-updates stream per tab for the roles that read movements (issue 26 item 1).
  useLiveChanges(
    session.rol === ROLE.empresaTransporte || session.rol === ROLE.generador,
    session.id_usuario_rol,
  );
  const appearance = roleAppearance(session.rol);
  const fullMenu = hideNav ? undefined : roleMenu(session.rol);
  // Issue 27 §3: a transport company user sees only what its profile allows.
  const menu = fullMenu && allowedEntries(fullMenu, (permission) => sessionCan(session, permission));

  // The confirmation dialogs (`modals.openConfirmModal`) are the portal's only: their provider lives
  // here, not in the app's, so a public page's first load carries none of it (issue 28, ADR 0021).
  return (
    <ModalsProvider labels={{ confirm: MSG.accept, cancel: MSG.cancel }}>
      <AppShell
        header={{ height: 64 }}
        navbar={menu ? { width: 272, breakpoint: 'md', collapsed: { mobile: !navOpened } } : undefined}
        padding={{ base: 'md', sm: 'xl' }}
      >
        <AppShell.Header
          bg={appearance.headerBg}
          c={appearance.headerDark ? 'white' : undefined}
          withBorder={!appearance.headerDark}
        >
          <AppHeader appearance={appearance} burger={menu && { opened: navOpened, toggle: toggleNav }} />
        </AppShell.Header>
        {menu && (
          <AppShell.Navbar component="nav" aria-label={MSG.mainMenu} bg={appearance.navBg}>
            <SideNav
              entries={menu}
              dark={Boolean(appearance.navBg)}
              onAction={(action) => (action === 'reports' ? reports.open() : config.open())}
            />
          </AppShell.Navbar>
        )}
        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          bg="gray.0"
          style={{ display: 'flex', flexDirection: 'column' }}
        >
          <Box flex={1}>
            <Outlet />
          </Box>
          <AppFooter />
        </AppShell.Main>
        {menu && <ReportsDialog opened={reportsOpened} onClose={reports.close} />}
        {menu && configOpened && <ConfigurationDialog opened onClose={config.close} />}
      </AppShell>
    </ModalsProvider>
  );
}
