import { Alert, Button, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { useProfile } from './api/get-profile';
import { AvatarCard } from './components/avatar-card';
import { ProfileForm } from './components/profile-form';

/** `<area>/editar-perfil` (spec §2.1, §2.7; issue 3 item 6): the user's own data and photo. */
export function EditProfilePage() {
  const profile = useProfile();

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.menuEditProfile}
        </Title>
        <Text c="dimmed">{MSG.profileSubtitle}</Text>
      </div>
      {profile.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={MSG.profileLoadError}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{profile.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void profile.refetch()}>
              {MSG.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            {profile.data ? <AvatarCard profile={profile.data} /> : <Skeleton h={300} radius="lg" />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {profile.data ? <ProfileForm profile={profile.data} /> : <Skeleton h={300} radius="lg" />}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
