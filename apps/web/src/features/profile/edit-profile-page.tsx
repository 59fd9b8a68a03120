import { Alert, Button, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MSG, ROLE } from '@trazo/shared';
import { useSession } from '../../lib/session';
import { FuecSettingsCard } from '../fuec/components/fuec-settings-card';
import { useProfile } from './api/get-profile';
import { AvatarCard } from './components/avatar-card';
import { CompanyLogoCard } from './components/company-logo-card';
import { ProfileForm } from './components/profile-form';

/** `<area>/editar-perfil` (spec §2.1, §2.7; issue 3 item 6): the user's own data and photo. */
export function EditProfilePage() {
  const profile = useProfile();
  const session = useSession();
  // The transport company's own logo is edited by its users (role 5); other roles only see theirs.
  const company = session.rol === ROLE.empresaTransporte ? session.customer : null;

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
            <Stack gap="lg">
              {profile.data ? <AvatarCard profile={profile.data} /> : <Skeleton h={300} radius="lg" />}
              {company?.id != null && (
                <CompanyLogoCard company={{ id: company.id, name: company.name, logo: company.logo }} />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {profile.data ? <ProfileForm profile={profile.data} /> : <Skeleton h={300} radius="lg" />}
              {/* The special-transport operator's FUEC data live in its profile (issue 24 item 5). */}
              {session.rol === ROLE.especiales && session.customer?.id != null && <FuecSettingsCard />}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
