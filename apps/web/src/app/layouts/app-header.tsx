import { Burger, Group } from '@mantine/core';
import { MSG, roleHomePath } from '@trazo/shared';
import { useNavigate } from 'react-router';
import { BrandButton } from '../../components/brand-button';
import { GlobalSearch } from '../../features/search/components/global-search';
import { useSession } from '../../lib/session';
import type { RoleAppearance } from './role-appearance';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  appearance: RoleAppearance;
  /** Present when the page has a side menu: the burger that opens it under 991 px. */
  burger?: { opened: boolean; toggle: () => void };
}

export function AppHeader({ appearance, burger }: AppHeaderProps) {
  const session = useSession();
  const navigate = useNavigate();
  const dark = appearance.headerDark;

  // spec §2.7: the logo clears the chosen customer; it then leads home (for role 1 that is the
  // customer choice again).
  const goHome = () => navigate(roleHomePath(session.rol));

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {burger && (
          <Burger
            opened={burger.opened}
            onClick={burger.toggle}
            hiddenFrom="md"
            size="sm"
            color={dark ? 'white' : undefined}
            aria-label={MSG.openMenu}
            aria-expanded={burger.opened}
          />
        )}
        <BrandButton inverted={dark} onCleared={goHome} />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <GlobalSearch dark={dark} />
        <UserMenu dark={dark} />
      </Group>
    </Group>
  );
}
