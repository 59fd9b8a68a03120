import { Progress } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { PageRoutingProvider } from '../components/page-routing';
import { SkipLink } from '../components/skip-link';
import { useRouteHandle } from './route-handle';

/**
 * The root route: tab title per page, the skip link, a thin progress bar while a lazy page loads, and
 * the router's links and address for the pages the public shell draws too (components/page-routing).
 */
export function Root() {
  const { title } = useRouteHandle();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const routing = useMemo(
    () => ({
      Link,
      pathname,
      search,
      navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options),
    }),
    [pathname, search, navigate],
  );

  useEffect(() => {
    document.title = title ? `${title} · Trazo` : 'Trazo';
  }, [title]);

  return (
    <PageRoutingProvider value={routing}>
      <SkipLink />
      {navigation.state !== 'idle' && (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-hidden
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </PageRoutingProvider>
  );
}
