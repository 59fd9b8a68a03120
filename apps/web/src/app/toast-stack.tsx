import '@mantine/notifications/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { PHONE_MEDIA_QUERY } from '../lib/notify';

/**
 * Where toasts appear (issue 14 item 5): at the bottom, away from the header, the user menu and the
 * headings — centred on phones, on the right from the `sm` breakpoint (48em) up, where forms sit to the
 * left (inside a dialog, `notify` puts them at the top centre). Few at once: older ones wait in the queue;
 * duplicates are collapsed by `notify`. Loaded with the first toast (providers.tsx).
 */
export function ToastStack() {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  return <Notifications position={isPhone ? 'bottom-center' : 'bottom-right'} limit={isPhone ? 2 : 3} />;
}
