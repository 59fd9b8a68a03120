import { Button, FileButton, Group } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { useRef } from 'react';

interface ImageLimits {
  acceptedMimeTypes: readonly string[];
  maxBytes: number;
}

/** A quick check before uploading; the server checks the content and has the last word. */
export function imageProblem(file: File, limits: ImageLimits): string | null {
  if (!limits.acceptedMimeTypes.includes(file.type)) return MSG.avatarInvalidType;
  return file.size > limits.maxBytes ? MSG.avatarTooLarge : null;
}

interface ImageUploadActionsProps {
  limits: ImageLimits;
  chooseLabel: string;
  removeLabel: string;
  canRemove: boolean;
  uploading: boolean;
  removing: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** 'Cambiar …' (a file picker) and 'Quitar …' under an image the user uploads (avatar, company logo). */
export function ImageUploadActions(props: ImageUploadActionsProps) {
  // Lets the same file be picked again after a failed upload.
  const resetPicker = useRef<() => void>(null);
  const busy = props.uploading || props.removing;
  const choose = (file: File | null) => {
    if (!file) return;
    resetPicker.current?.();
    props.onChoose(file);
  };
  return (
    <Group gap="xs" justify="center">
      <FileButton
        resetRef={resetPicker}
        onChange={choose}
        accept={props.limits.acceptedMimeTypes.join(',')}
        disabled={busy}
        inputProps={{ 'aria-label': props.chooseLabel }}
      >
        {(picker) => (
          <Button
            {...picker}
            leftSection={<IconPhotoUp size={18} />}
            loading={props.uploading}
            disabled={busy}
          >
            {props.chooseLabel}
          </Button>
        )}
      </FileButton>
      {props.canRemove && (
        <Button
          variant="default"
          leftSection={<IconTrash size={18} />}
          onClick={props.onRemove}
          loading={props.removing}
          disabled={busy}
        >
          {props.removeLabel}
        </Button>
      )}
    </Group>
  );
}
