import { NavLink, ScrollArea } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { NavAction, NavEntry } from './role-menus';
import classes from './side-nav.module.css';

interface SideNavProps {
  entries: NavEntry[];
  dark: boolean;
  onAction: (action: NavAction) => void;
}

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The role's side menu (spec §2.7), the current page highlighted, its group opened. */
export function SideNav({ entries, dark, onAction }: SideNavProps) {
  const { pathname } = useLocation();
  const linkProps = { className: classes.link, variant: dark ? 'subtle' : 'light' } as const;

  return (
    <ScrollArea className={dark ? classes.dark : undefined} type="scroll" p="sm" h="100%">
      {entries.map((entry) => {
        if (entry.kind === 'link') {
          const Icon = entry.icon;
          return (
            <NavLink
              key={entry.label}
              {...linkProps}
              component={Link}
              to={entry.to}
              label={entry.label}
              leftSection={Icon && <Icon size={20} stroke={1.6} />}
              active={isActive(pathname, entry.to)}
              aria-current={isActive(pathname, entry.to) ? 'page' : undefined}
            />
          );
        }
        if (entry.kind === 'action') {
          const Icon = entry.icon;
          return (
            <NavLink
              key={entry.label}
              {...linkProps}
              component="button"
              type="button"
              label={entry.label}
              leftSection={<Icon size={20} stroke={1.6} />}
              onClick={() => onAction(entry.action)}
            />
          );
        }
        return <NavGroup key={entry.label} entry={entry} pathname={pathname} linkProps={linkProps} />;
      })}
    </ScrollArea>
  );
}

interface NavGroupProps {
  entry: Extract<NavEntry, { kind: 'group' }>;
  pathname: string;
  linkProps: { className?: string; variant: 'subtle' | 'light' };
}

/** A collapsible group, opened when one of its pages is the current one. */
function NavGroup({ entry, pathname, linkProps }: NavGroupProps) {
  const [opened, setOpened] = useState(() => entry.children.some((child) => isActive(pathname, child.to)));
  const Icon = entry.icon;
  return (
    <NavLink
      {...linkProps}
      component="button"
      type="button"
      label={entry.label}
      leftSection={<Icon size={20} stroke={1.6} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={32}
    >
      {entry.children.map((child) => (
        <NavLink
          key={child.to + child.label}
          {...linkProps}
          component={Link}
          to={child.to}
          label={child.label}
          active={isActive(pathname, child.to)}
          aria-current={isActive(pathname, child.to) ? 'page' : undefined}
        />
      ))}
    </NavLink>
  );
}
