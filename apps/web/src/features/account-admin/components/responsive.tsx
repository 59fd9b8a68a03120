import type { MantineBreakpoint, MantineTheme } from '@mantine/core';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column shown from `breakpoint` up (mantine-datatable `visibleMediaQuery`). */
export const from = (breakpoint: MantineBreakpoint) => (theme: MantineTheme) =>
  `(min-width: ${theme.breakpoints[breakpoint]})`;

/**
 * Under `sm` the state and action columns are hidden; the first cell shows them below the name,
 * so a phone sees every row whole without scrolling sideways.
 */
export function NarrowStatusRow({ badge, actions }: { badge: ReactNode; actions: ReactNode }) {
  return (
    <Group hiddenFrom="sm" justify="space-between" gap="xs" mt={6}>
      {badge}
      {actions}
    </Group>
  );
}
