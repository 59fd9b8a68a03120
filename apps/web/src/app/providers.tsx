import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/es';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { MSG } from '@trazo/shared';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

// spec §1: the interface is Spanish with Monday as the first day of the week.
dayjs.locale('es');

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
          <ModalsProvider labels={{ confirm: MSG.accept, cancel: MSG.cancel }}>
            <Notifications position="top-right" limit={4} />
            {children}
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
