import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconKey,
  IconLogout,
  IconSwitchHorizontal,
  IconUserEdit,
} from '@tabler/icons-react';
import { MSG, ROLE, roleHomePath, roleName } from '@trazo/shared';
import { useNavigate } from 'react-router';
import { RoleDialog } from '../../features/auth/components/role-dialog';
import { ChangePasswordDialog } from '../../features/profile/components/change-password-dialog';
import { logout, useSession } from '../../lib/session';
import { useRoleSwitch } from './use-role-switch';

// spec §2.7: the role label next to the name is shown for roles 1, 2, 5 and 6.
const ROLES_WITH_LABEL: number[] = [
  ROLE.especiales,
  ROLE.generador,
  ROLE.empresaTransporte,
  ROLE.superAdministrador,
];

/** Top-bar user menu (spec §2.7): change password, edit profile, switch role, log out. */
export function UserMenu({ dark }: { dark: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const [passwordOpened, passwordDialog] = useDisclosure(false);
  const roleSwitch = useRoleSwitch();
  const showRole = session.rol !== null && ROLES_WITH_LABEL.includes(session.rol);

  return (
    <>
      <Menu position="bottom-end" width={230} shadow="md" withinPortal>
        <Menu.Target>
          {/* Named by what it shows, then what it opens (WCAG 2.5.3, label in name): no aria-label. */}
          <UnstyledButton c={dark ? 'white' : undefined}>
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={session.avatar}
                name={session.nombre}
                color="initials"
                radius="xl"
                size={36}
                aria-hidden
              />
              <div style={{ lineHeight: 1.2 }}>
                <Text size="sm" fw={600} visibleFrom="sm" truncate="end" maw={200}>
                  {session.nombre}
                </Text>
                {showRole && (
                  <Text size="xs" opacity={dark ? 1 : 0.75} visibleFrom="sm">
                    {roleName(session.rol ?? 0)}
                  </Text>
                )}
              </div>
              <VisuallyHidden>{MSG.userMenu}</VisuallyHidden>
              <IconChevronDown size={16} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{session.email}</Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} />} onClick={passwordDialog.open}>
            {MSG.menuChangePassword}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserEdit size={16} />}
            onClick={() => navigate(`${roleHomePath(session.rol)}/editar-perfil`)}
          >
            {MSG.menuEditProfile}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconSwitchHorizontal size={16} />}
            onClick={() => void roleSwitch.start()}
            disabled={roleSwitch.isLoading}
          >
            {MSG.menuSwitchRole}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
            {MSG.menuLogout}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordDialog opened={passwordOpened} onClose={passwordDialog.close} />
      <RoleDialog
        opened={roleSwitch.options !== null}
        options={roleSwitch.options ?? []}
        onCancel={roleSwitch.cancel}
        // spec §4: "Choosing a role stores it, goes to its home, then reloads".
        onSelected={(chosen) => window.location.assign(roleHomePath(chosen.rol))}
      />
    </>
  );
}
