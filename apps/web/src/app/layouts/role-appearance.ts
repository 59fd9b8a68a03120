import type { MantineColor } from '@mantine/core';
import { ROLE } from '@trazo/shared';

// spec §2.7 top-bar colours: 1 blue, 2 white, 3 brown, 5 white with an indigo menu, 6 white with a
// deep-orange menu. Role 4 is not given one; ours is a neutral slate. Each coloured bar is dark
// enough for white text (WCAG AA, 4.5:1).

export interface RoleAppearance {
  /** Top bar background; `undefined` is the page's white. */
  headerBg?: MantineColor;
  /** White logo and text on a coloured bar. */
  headerDark: boolean;
  /** Side menu background for the coloured menus (roles 5 and 6). */
  navBg?: MantineColor;
}

const APPEARANCE: Record<number, RoleAppearance> = {
  [ROLE.especiales]: { headerBg: 'blue.8', headerDark: true },
  [ROLE.generador]: { headerDark: false },
  [ROLE.proveedor]: { headerBg: 'brown.7', headerDark: true },
  [ROLE.terceros]: { headerBg: 'gray.8', headerDark: true },
  [ROLE.empresaTransporte]: { headerDark: false, navBg: 'indigo.9' },
  [ROLE.superAdministrador]: { headerDark: false, navBg: 'deepOrange.8' },
};

export function roleAppearance(roleId: number | null): RoleAppearance {
  return (roleId !== null && APPEARANCE[roleId]) || { headerDark: false };
}
