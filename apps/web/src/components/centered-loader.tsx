import { Center, Loader } from '@mantine/core';
import { MSG } from '@trazo/shared';

/** Shown while a guard checks the session or a route module loads, so no wrong page flashes. */
export function CenteredLoader({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-label={MSG.loading} aria-live="polite">
      <Loader size="lg" type="dots" />
    </Center>
  );
}
