import { Skeleton, Text } from '@mantine/core';
import { IconBuildingStore, IconBus, IconPackage, IconTruck, IconUsersGroup } from '@tabler/icons-react';
import { MSG, ROLE_CATALOGUE } from '@trazo/shared';
import type { ReactNode } from 'react';
import { PageLink } from '../../../components/page-routing';
import { useRoles } from '../api/list-roles';
import classes from '../role-info.module.css';
import { ROLE_INFO } from '../role-info-content';

const ICONS: Record<number, ReactNode> = {
  1: <IconBus size={26} stroke={1.7} />,
  2: <IconPackage size={26} stroke={1.7} />,
  3: <IconBuildingStore size={26} stroke={1.7} />,
  4: <IconUsersGroup size={26} stroke={1.7} />,
  5: <IconTruck size={26} stroke={1.7} />,
};

/**
 * spec §2.5 role icon selector: the roles come from GET /api/roles; ids 1–5 in order lead to their
 * information pages and the current page's role is highlighted. If the catalogue cannot be loaded
 * the built-in names stand in, so the page still works.
 */
export function RoleSelector({ activeRoleId }: { activeRoleId: number }) {
  const { data, isPending } = useRoles();
  const names = new Map((data ?? ROLE_CATALOGUE).map((role) => [role.id, role.name]));

  return (
    <nav aria-label={MSG.roleInfoSelectorLabel}>
      <Text size="sm" fw={700} c="dimmed" ta="center" mb="sm">
        {MSG.roleInfoSelectorLabel}
      </Text>
      <div className={classes.selector}>
        {ROLE_INFO.map((info) => {
          const isActive = info.roleId === activeRoleId;
          return (
            <PageLink
              key={info.roleId}
              to={info.path}
              className={classes.roleItem}
              data-active={isActive || undefined}
              aria-current={isActive ? 'page' : undefined}
              preventScrollReset
            >
              <span className={classes.roleIcon}>{ICONS[info.roleId]}</span>
              {isPending ? (
                <Skeleton height={14} width={72} radius="sm" />
              ) : (
                <span className={classes.roleName}>{names.get(info.roleId)}</span>
              )}
            </PageLink>
          );
        })}
      </div>
    </nav>
  );
}
