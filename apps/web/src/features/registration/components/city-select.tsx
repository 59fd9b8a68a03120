import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { useMemo } from 'react';
import { useZones } from '../api/find-zones';

/**
 * Issue 28 (ADR 0021): a select's list exists only while it is open. Mantine keeps it mounted but hidden
 * by default, and on the prerendered registration pages the lists were drawn right after hydration in one
 * synchronous task (their portals mount in a layout effect): the pages' largest blocking task.
 */
export const LIST_WHEN_OPEN = { keepMounted: false } as const;

/** How many cities the open list renders at once; typing narrows the ~1,100 municipalities. */
const VISIBLE_OPTIONS = 60;

/** Case- and accent-insensitive: "bogota" finds "BOGOTÁ, D.C." (nombre_division is upper case). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const filterCities: OptionsFilter = ({ options, search, limit }) => {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const found: typeof options = [];
  for (const option of options) {
    if (found.length >= limit) break;
    const label = fold((option as ComboboxItem).label);
    if (words.every((word) => label.includes(word))) found.push(option);
  }
  return found;
};

/** spec §2.3: the searchable list of zones, showing nombre_division; the value is the zone id. */
export function CitySelect(props: Omit<SelectProps, 'data'>) {
  const zones = useZones();
  const data = useMemo(
    () => (zones.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.nombre_division })),
    [zones.data],
  );

  return (
    <Select
      label={MSG.cityLabel}
      placeholder={MSG.cityPlaceholder}
      leftSection={<IconMapPin size={18} />}
      data={data}
      searchable
      limit={VISIBLE_OPTIONS}
      filter={filterCities}
      nothingFoundMessage={zones.isPending ? MSG.loading : MSG.cityNothingFound}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true, ...LIST_WHEN_OPEN }}
      size="md"
      {...props}
    />
  );
}
