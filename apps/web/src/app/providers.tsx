import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/es';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { MSG } from '@trazo/shared';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { PHONE_MEDIA_QUERY } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// spec §1: the interface is Spanish (the date pickers' provider, with Monday first, wraps the pickers
// themselves: only their pages load Mantine's dates package and its styles, issue 28).
dayjs.locale('es');

/**
 * Where toasts appear (issue 14 item 5): at the bottom, away from the header, the user menu and the
 * headings — centred on phones, on the right from the `sm` breakpoint (48em) up, where forms sit to the
 * left (inside a dialog, `notify` puts them at the top centre). Few at once: older ones wait in the queue;
 * duplicates are collapsed by `notify`.
 */
function Toasts() {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  return <Notifications position={isPhone ? 'bottom-center' : 'bottom-right'} limit={isPhone ? 2 : 3} />;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ModalsProvider labels={{ confirm: MSG.accept, cancel: MSG.cancel }}>
          <Toasts />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
