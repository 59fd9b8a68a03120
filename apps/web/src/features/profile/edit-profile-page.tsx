import { Alert, Avatar, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { useSession } from '../../lib/session';

/** `<area>/editar-perfil` (spec §2.1): read-only for now; the editing form comes with its issue. */
export function EditProfilePage() {
  const session = useSession();
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {MSG.menuEditProfile}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Group>
            <Avatar src={session.avatar} name={session.nombre} color="initials" size={72} radius="xl" />
            <Title order={2} fz="lg">
              {MSG.profileTitle}
            </Title>
          </Group>
          <TextInput label={MSG.nameLabel} value={session.nombre} readOnly />
          <TextInput label={MSG.emailLabel} value={session.email} readOnly />
          <Alert variant="light" color="yellow" icon={<IconBarrierBlock size={20} />}>
            {MSG.profileEditSoon}
          </Alert>
        </Stack>
      </Paper>
    </Stack>
  );
}
