import { type ComponentType, type ReactNode, StrictMode, useMemo } from 'react';
import { NativeLink, nativeNavigate, PageRoutingProvider } from '../../components/page-routing';
import { SkipLink } from '../../components/skip-link';
import { UiProviders } from '../ui-providers';

// The pages the public shell draws (public-main.tsx, issue 28, ADR 0021) — each also a route of the
// portal (app/router.tsx), which draws it for everyone else. public-pages.json names the same pages
// with the shell's entry and the modules below, so their HTML preloads them (shell-pages.test.ts).

interface ShellPage {
  load: () => Promise<ComponentType>;
  /** In the public pages' frame (bar and footer), as the portal's public layout draws it. */
  framed?: boolean;
  /** Reads or sends data: the query client comes with the page (lib/with-query-client). */
  readsData?: boolean;
}

const roleInfo: ShellPage = {
  load: () => import('../../features/role-info/role-info-page').then((m) => m.RoleInfoPage),
  framed: true,
  readsData: true,
};

type RegistrationPages = typeof import('../routes/registration-pages');

/** A registration page (spec §2.3); one module serves the three. */
function registration(pick: (pages: RegistrationPages) => ComponentType): ShellPage {
  return { load: () => import('../routes/registration-pages').then(pick), framed: true, readsData: true };
}

export const SHELL_PAGES: Readonly<Record<string, ShellPage>> = {
  '/home': { load: () => import('../../features/landing/landing-page').then((m) => m.LandingPage) },
  '/info-especiales': roleInfo,
  '/info-generadores': roleInfo,
  '/info-proveedores': roleInfo,
  '/info-terceros': roleInfo,
  '/info-transporte': roleInfo,
  '/registrar-generadores': registration((m) => m.RegistrarGeneradoresPage),
  '/registrar-servicios-especiales': registration((m) => m.RegistrarServiciosEspecialesPage),
  '/registrar-empresas-transporte': registration((m) => m.RegistrarEmpresasTransportePage),
  '/consulta-documento-cliente': {
    load: () => import('../../features/lookup/lookup-page').then((m) => m.LookupPage),
    framed: true,
    readsData: true,
  },
};

/** The page at `pathname` with what surrounds it, its code loaded; null if the shell has no such page. */
export async function loadShellPage(pathname: string): Promise<ComponentType | null> {
  const page = SHELL_PAGES[pathname];
  if (!page) return null;
  const framed = page.framed ?? false;
  const readsData = page.readsData ?? false;
  const [Page, frame] = await Promise.all([
    page.load(),
    framed || readsData ? import('./shell-frame') : null,
  ]);
  if (!frame) return Page;
  return function FramedShellPage() {
    return (
      <frame.ShellFrame framed={framed} readsData={readsData}>
        <Page />
      </frame.ShellFrame>
    );
  };
}

/**
 * What the portal's root draws around these pages for a visitor — the UI's providers and the skip
 * link — with plain anchors and the page's own address for its links (components/page-routing). The
 * build renders it at each page's path (prerender.tsx); the browser hydrates the same tree.
 */
export function PublicShell({
  pathname,
  search,
  children,
}: {
  pathname: string;
  search: string;
  children: ReactNode;
}) {
  const routing = useMemo(
    () => ({ Link: NativeLink, pathname, search, navigate: nativeNavigate }),
    [pathname, search],
  );
  return (
    <StrictMode>
      <UiProviders>
        <PageRoutingProvider value={routing}>
          <SkipLink />
          {children}
        </PageRoutingProvider>
      </UiProviders>
    </StrictMode>
  );
}
