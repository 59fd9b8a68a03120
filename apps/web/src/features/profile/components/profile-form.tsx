import { Button, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { MSG, type TProfile, ZUpdateProfileRequest } from '@trazo/shared';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { ZoneSelect } from './zone-select';

interface ProfileValues {
  name: string;
  last_name: string;
  num_cel: string;
  ciudad: number | null;
}

const valuesOf = (profile: TProfile): ProfileValues => ({
  name: profile.name,
  last_name: profile.last_name,
  num_cel: profile.num_cel ?? '',
  ciudad: profile.ciudad,
});

/** Name, last name, mobile number and city; the e-mail is shown but cannot change (issue 3 item 6). */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(profile),
    validate: schemaResolver(ZUpdateProfileRequest, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { ...values, ciudad: values.ciudad ?? 0 },
        {
          onSuccess: (response) => {
            form.setInitialValues(valuesOf(response.data));
            form.setValues(valuesOf(response.data));
            form.resetDirty(valuesOf(response.data));
            notify.success(MSG.profileSavedTitle, response.message);
          },
          onError: (error) => {
            form.setErrors(fieldErrorsOf(error));
            notify.failure(error);
          },
        },
      ),
    (errors) => {
      const first = Object.values(errors)[0];
      if (first) notify.error(MSG.loginErrorTitle, String(first));
    },
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {MSG.profileDataTitle}
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={MSG.nameLabel}
                autoComplete="given-name"
                withAsterisk
                {...form.getInputProps('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={MSG.lastNameLabel}
                autoComplete="family-name"
                withAsterisk
                {...form.getInputProps('last_name')}
              />
            </Grid.Col>
            {/* The city names are long ("BOGOTÁ, D.C. (BOGOTÁ D.C.)"): they get the wider half. */}
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label={MSG.phoneLabel}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={15}
                {...form.getInputProps('num_cel')}
                onChange={(event) =>
                  form.setFieldValue('num_cel', event.currentTarget.value.replace(/\D/g, ''))
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <ZoneSelect
                withAsterisk
                size="md"
                currentName={profile.ciudad_nombre}
                value={form.values.ciudad}
                onChange={(zoneId) => form.setFieldValue('ciudad', zoneId)}
                error={form.errors.ciudad}
              />
            </Grid.Col>
          </Grid>
          <TextInput
            label={MSG.emailLabel}
            value={profile.email}
            readOnly
            variant="filled"
            description={MSG.emailReadOnlyHint}
            rightSection={<IconLock size={16} />}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={update.isPending}
              disabled={update.isPending}
            >
              {MSG.saveChanges}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
