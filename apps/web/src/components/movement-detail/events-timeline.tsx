import { Alert, Anchor, Button, Group, Text, Timeline } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconPhoto } from '@tabler/icons-react';
import { MSG, type TEventsBlock, type TMovementEvent } from '@trazo/shared';
import { useState } from 'react';
import { formatEventTime } from '../../lib/format';
import { EventGalleryDialog } from './event-gallery-dialog';
import { EventIcon, eventColor } from './event-icon';
import { googleMapsUrl } from './map-link';
import type { ImageLoader } from './types';

interface EventsTimelineProps {
  events: TEventsBlock;
  /** The last fetch failed: what is shown may be stale (or nothing is known). */
  failed?: boolean;
  loadImages: ImageLoader;
}

/**
 * spec §2.6 'Eventos': a timeline with the date, a map link when the event has a position and an
 * image-gallery button when it has photos; §8 messages when there are none or the fetch failed.
 */
export function EventsTimeline({ events, failed = false, loadImages }: EventsTimelineProps) {
  const [gallery, setGallery] = useState<TMovementEvent | null>(null);

  const failure = failed && (
    <Alert color="red" variant="light" icon={<IconInfoCircle />} title={MSG.lookupEventsFetchError} mb="md">
      {events.data.length === 0 && MSG.lookupEventsUnavailable}
    </Alert>
  );
  if (failed && events.data.length === 0) return failure;
  if (events.data.length === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle />} title={MSG.lookupNoEvents}>
        {MSG.lookupEventsSource}
      </Alert>
    );
  }

  return (
    <>
      {failure}
      <Timeline active={events.data.length - 1} bulletSize={26} lineWidth={2} pl={4}>
        {events.data.map((event) => (
          <Timeline.Item
            key={event.id}
            bullet={<EventIcon idEvents={event.id_events} />}
            color={eventColor(event.id_events)}
            title={
              <Text fw={700} fz="sm">
                {event.event}
              </Text>
            }
          >
            <Text size="sm" c="dimmed">
              <time dateTime={event.created_at}>{formatEventTime(event.created_at)}</time>
            </Text>
            {event.note && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }} data-testid="event-note">
                {MSG.mvEventNote}: {event.note}
              </Text>
            )}
            {(hasPosition(event) || event.image_event.length > 0) && (
              <Group gap="xs" mt={6}>
                {hasPosition(event) && (
                  <Anchor
                    href={googleMapsUrl(event.latitude, event.longitude)}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    aria-label={`${MSG.mvViewOnMap}: ${event.event}`}
                  >
                    <Group gap={4} wrap="nowrap" component="span">
                      {MSG.mvViewOnMap}
                      <IconExternalLink size={14} aria-hidden />
                    </Group>
                  </Anchor>
                )}
                {event.image_event.length > 0 && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPhoto size={16} />}
                    onClick={() => setGallery(event)}
                    aria-label={`${MSG.mvViewPhotos} (${event.image_event.length}): ${event.event}`}
                  >
                    {MSG.mvViewPhotos} ({event.image_event.length})
                  </Button>
                )}
              </Group>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
      <EventGalleryDialog event={gallery} onClose={() => setGallery(null)} loadImages={loadImages} />
    </>
  );
}

function hasPosition(
  event: TMovementEvent,
): event is TMovementEvent & { latitude: number; longitude: number } {
  return event.latitude !== null && event.longitude !== null;
}
