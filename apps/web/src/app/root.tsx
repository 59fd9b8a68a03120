import { Progress } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SkipLink } from '../components/skip-link';
import { useRouteHandle } from './route-handle';

/** The root route: tab title per page, the skip link, a thin progress bar while a lazy page loads. */
export function Root() {
  const { title } = useRouteHandle();
  const navigation = useNavigation();

  useEffect(() => {
    document.title = title ? `${title} · Trazo` : 'Trazo';
  }, [title]);

  return (
    <>
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
    </>
  );
}
