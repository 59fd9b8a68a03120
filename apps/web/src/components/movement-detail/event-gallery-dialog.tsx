import {
  ActionIcon,
  Alert,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MSG, type TMovementEvent } from '@trazo/shared';
import { useState } from 'react';
import { formatEventTime } from '../../lib/format';
import { useReportNestedDialog } from './nested-dialog';
import type { ImageLoader } from './types';

interface EventGalleryDialogProps {
  event: TMovementEvent | null;
  onClose: () => void;
  loadImages: ImageLoader;
}

// Signed URLs live ten minutes (MOVEMENT_LIMITS.signedUrlTtlSeconds); ask again well before.
const IMAGE_URL_STALE_MS = 5 * 60_000;

/** The photos of one event, exchanged for short-lived signed URLs when the dialog opens (spec §7 img_public). */
export function EventGalleryDialog({ event, onClose, loadImages }: EventGalleryDialogProps) {
  const ids = event?.image_event ?? [];
  // The photo shown, tagged with its event: another event starts at its first photo, with no effect.
  const [shown, setShown] = useState<{ eventId: number | undefined; index: number }>({
    eventId: undefined,
    index: 0,
  });
  const index = shown.eventId === event?.id ? shown.index : 0;
  const images = useQuery({
    queryKey: ['event-images', ...ids],
    queryFn: () => loadImages(ids),
    enabled: ids.length > 0,
    staleTime: IMAGE_URL_STALE_MS,
    gcTime: IMAGE_URL_STALE_MS,
  });

  useReportNestedDialog(event !== null);

  const list = images.data ?? [];
  const current = list[Math.min(index, list.length - 1)];
  const show = (i: number) => setShown({ eventId: event?.id, index: i });
  const step = (delta: number) => show((index + delta + list.length) % list.length);
  const title = event ? `${MSG.mvPhotosOf} ${event.event}` : '';

  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={title}
      size={900}
      styles={{ content: { maxWidth: '90vw' } }}
      onKeyDown={(e) => {
        if (list.length < 2) return;
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
    >
      {event && (
        <Text size="sm" c="dimmed" mb="sm">
          <time dateTime={event.created_at}>{formatEventTime(event.created_at)}</time>
        </Text>
      )}
      {images.isPending && (
        <Center h={240} role="status" aria-label={MSG.loading}>
          <Loader />
        </Center>
      )}
      {images.isError && (
        <Alert color="red" variant="light" icon={<IconInfoCircle />}>
          {MSG.mvPhotosError}
        </Alert>
      )}
      {images.isSuccess && list.length === 0 && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle />}>
          {MSG.mvPhotosNone}
        </Alert>
      )}
      {current && (
        <Stack gap="sm">
          <Center bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <Image
              src={current.image_url}
              alt={`${MSG.mvPhoto} ${list.indexOf(current) + 1} / ${list.length}`}
              fit="contain"
              w="auto"
              maw="100%"
              mah="min(60vh, 520px)"
            />
          </Center>
          {list.length > 1 && (
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <ActionIcon variant="default" size="lg" onClick={() => step(-1)} aria-label={MSG.mvPrevPhoto}>
                <IconChevronLeft size={20} />
              </ActionIcon>
              <Group gap="xs" justify="center">
                {list.map((image, i) => (
                  <UnstyledButton
                    key={image.id}
                    onClick={() => show(i)}
                    aria-label={`${MSG.mvPhoto} ${i + 1}`}
                    aria-current={image === current}
                    style={{
                      borderRadius: 8,
                      outline: image === current ? '2px solid var(--mantine-primary-color-filled)' : 'none',
                      outlineOffset: 2,
                    }}
                  >
                    <Image src={image.image_url} alt="" w={56} h={42} radius="sm" fit="cover" />
                  </UnstyledButton>
                ))}
              </Group>
              <ActionIcon variant="default" size="lg" onClick={() => step(1)} aria-label={MSG.mvNextPhoto}>
                <IconChevronRight size={20} />
              </ActionIcon>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
