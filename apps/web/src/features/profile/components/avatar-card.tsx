import { Avatar, Button, FileButton, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { AVATAR_LIMITS, MSG, type TProfile } from '@trazo/shared';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

const ACCEPT = AVATAR_LIMITS.acceptedMimeTypes.join(',');

/** A quick check before uploading; the server checks the content and has the last word. */
function clientSideProblem(file: File): string | null {
  if (!(AVATAR_LIMITS.acceptedMimeTypes as readonly string[]).includes(file.type)) {
    return MSG.avatarInvalidType;
  }
  return file.size > AVATAR_LIMITS.maxBytes ? MSG.avatarTooLarge : null;
}

/** The profile photo: pick an image, see it at once, upload it; or go back to the initials. */
export function AvatarCard({ profile }: { profile: TProfile }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  // Lets the same file be picked again after a failed upload.
  const resetPicker = useRef<() => void>(null);
  const busy = upload.isPending || remove.isPending;
  const fullName = `${profile.name} ${profile.last_name}`.trim();

  // The preview is a blob URL: free it once it is replaced.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | null) => {
    if (!file) return;
    resetPicker.current?.();
    const problem = clientSideProblem(file);
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
        <Group gap="xs" justify="center">
          <FileButton
            resetRef={resetPicker}
            onChange={choose}
            accept={ACCEPT}
            disabled={busy}
            inputProps={{ 'aria-label': MSG.avatarChoose }}
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconPhotoUp size={18} />}
                loading={upload.isPending}
                disabled={busy}
              >
                {MSG.avatarChoose}
              </Button>
            )}
          </FileButton>
          {profile.avatar && (
            <Button
              variant="default"
              leftSection={<IconTrash size={18} />}
              onClick={clear}
              loading={remove.isPending}
              disabled={busy}
            >
              {MSG.avatarRemove}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
