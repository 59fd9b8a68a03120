import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { MSG } from '@trazo/shared';
import { useMemo } from 'react';
import { foldText } from '../../../lib/text-search';
import { useZones } from '../api/get-zones';

interface ZoneSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (zoneId: number | null) => void;
  /** The current city's name, shown while the list loads. */
  currentName: string | null;
}

const MAX_OPTIONS = 60;

// Accent-insensitive "contains", at most MAX_OPTIONS matches (the list has ~1,100 cities).
const filter: OptionsFilter = ({ options, search, limit }) => {
  const needle = foldText(search);
  const matches = (options as ComboboxItem[]).filter((o) => foldText(o.label).includes(needle));
  return matches.slice(0, limit);
};

/** The searchable city list (spec §3 zone: id, nombre_division), as registration has it. */
export function ZoneSelect({ value, onChange, currentName, ...props }: ZoneSelectProps) {
  const zones = useZones();
  const data = useMemo(() => {
    if (zones.data) return zones.data.map((z) => ({ value: String(z.id), label: z.nombre_division }));
    return value !== null && currentName ? [{ value: String(value), label: currentName }] : [];
  }, [zones.data, value, currentName]);

  return (
    <Select
      {...props}
      label={MSG.cityLabel}
      placeholder={MSG.cityPlaceholder}
      nothingFoundMessage={MSG.cityNothingFound}
      searchable
      data={data}
      filter={filter}
      limit={MAX_OPTIONS}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      allowDeselect={false}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
