import { Avatar, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { AVATAR_LIMITS, MSG, type TProfile } from '@trazo/shared';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { ImageUploadActions, imageProblem } from './image-upload-actions';

/** The profile photo: pick an image, see it at once, upload it; or go back to the initials. */
export function AvatarCard({ profile }: { profile: TProfile }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const fullName = `${profile.name} ${profile.last_name}`.trim();

  // The preview is a blob URL: free it once it is replaced.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File) => {
    const problem = imageProblem(file, AVATAR_LIMITS);
    if (problem) {
      notify.error(MSG.avatarErrorTitle, problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: (response) => notify.success(MSG.avatarTitle, response.message),
      onError: (error) => notify.failure(error, MSG.avatarErrorTitle),
      onSettled: () => setPreview(null),
    });
  };

  const clear = () =>
    remove.mutate(undefined, {
      onSuccess: (response) => notify.success(MSG.avatarTitle, response.message),
      onError: (error) => notify.failure(error, MSG.avatarErrorTitle),
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={2} fz="lg" style={{ alignSelf: 'stretch' }}>
          {MSG.avatarTitle}
        </Title>
        <div style={{ position: 'relative', borderRadius: '50%', overflow: 'hidden' }}>
          <LoadingOverlay visible={upload.isPending} loaderProps={{ size: 'sm' }} />
          <Avatar
            src={preview ?? profile.avatar}
            name={fullName}
            alt={MSG.avatarTitle}
            color="initials"
            size={128}
            radius={128}
            data-testid="profile-avatar"
          />
        </div>
        <Text size="xs" c="dimmed" maw={240}>
          {MSG.avatarHint}
        </Text>
        <ImageUploadActions
          limits={AVATAR_LIMITS}
          chooseLabel={MSG.avatarChoose}
          removeLabel={MSG.avatarRemove}
          canRemove={Boolean(profile.avatar)}
          uploading={upload.isPending}
          removing={remove.isPending}
          onChoose={choose}
          onRemove={clear}
        />
      </Stack>
    </Paper>
  );
}
