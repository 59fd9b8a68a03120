import {
  IconAlertTriangle,
  IconBuildingFactory2,
  IconCircleCheck,
  IconCircleX,
  IconClockPause,
  IconMapPin,
  IconPackageExport,
  IconPackageImport,
  IconTruck,
} from '@tabler/icons-react';

// A bullet per kind of movement event (spec §3 event ids 2–18), so the timeline reads at a glance.
const ICONS: Record<number, typeof IconTruck> = {
  2: IconMapPin,
  3: IconPackageImport,
  4: IconPackageImport,
  5: IconTruck,
  6: IconMapPin,
  7: IconPackageExport,
  8: IconPackageExport,
  9: IconCircleCheck,
  10: IconClockPause,
  11: IconCircleCheck,
  12: IconCircleX,
};

export function eventColor(idEvents: number): string {
  if (idEvents === 11 || idEvents === 9) return 'teal';
  if (idEvents === 12) return 'red';
  if (idEvents === 10) return 'yellow';
  return 'trazo';
}

export function EventIcon({ idEvents }: { idEvents: number }) {
  const Icon = ICONS[idEvents] ?? (idEvents >= 13 ? IconBuildingFactory2 : IconAlertTriangle);
  return <Icon size={14} stroke={2} aria-hidden />;
}
