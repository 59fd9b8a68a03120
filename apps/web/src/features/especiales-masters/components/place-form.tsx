import { Grid, NumberInput, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { MSG, type TPlace, ZPlaceForm } from '@trazo/shared';
import { MasterForm } from '../../../components/master-list/master-form';
import { useZoneOptions } from '../api/find-zones';
import { PLACES_PATH } from '../api/paths';
import { numberOrNull, useFields } from './use-fields';

/** Create or edit a place: name, address, DIVIPOLA municipality, optional coordinates, search aliases. */
export function PlaceForm({ row, onClose }: { row: TPlace | null; onClose: () => void }) {
  const zones = useZoneOptions();
  const {
    values: v,
    set,
    errors,
    setErrors,
  } = useFields({
    name: row?.name ?? '',
    address: row?.address ?? '',
    zoneId: row ? String(row.zoneId) : (null as string | null),
    latitude: (row?.latitude ?? '') as number | string,
    longitude: (row?.longitude ?? '') as number | string,
    aliases: row?.aliases ?? ([] as string[]),
    active: row?.active ?? true,
  });
  return (
    <MasterForm
      path={PLACES_PATH}
      id={row?.id ?? null}
      schema={ZPlaceForm}
      input={() => ({
        ...v,
        zoneId: v.zoneId === null ? undefined : Number(v.zoneId),
        latitude: numberOrNull(v.latitude),
        longitude: numberOrNull(v.longitude),
      })}
      onErrors={setErrors}
      savedName={() => v.name}
      onClose={onClose}
    >
      <TextInput
        label={MSG.espPlaceName}
        value={v.name}
        onChange={(e) => set('name')(e.currentTarget.value)}
        error={errors.name}
        maxLength={150}
        withAsterisk
        data-autofocus
      />
      <TextInput
        label={MSG.espPlaceAddress}
        value={v.address}
        onChange={(e) => set('address')(e.currentTarget.value)}
        error={errors.address}
        maxLength={200}
        withAsterisk
      />
      <Select
        label={MSG.espPlaceZone}
        data={zones.data ?? []}
        value={v.zoneId}
        onChange={set('zoneId')}
        error={errors.zoneId}
        searchable
        limit={50}
        nothingFoundMessage={MSG.espEmpty}
        withAsterisk
      />
      <Grid gap="sm">
        <Grid.Col span={6}>
          <NumberInput
            label={MSG.espPlaceLatitude}
            value={v.latitude}
            onChange={set('latitude')}
            error={errors.latitude}
            decimalScale={6}
            hideControls
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput
            label={MSG.espPlaceLongitude}
            value={v.longitude}
            onChange={set('longitude')}
            error={errors.longitude}
            decimalScale={6}
            hideControls
          />
        </Grid.Col>
      </Grid>
      <TagsInput
        label={MSG.espPlaceAliases}
        description={MSG.espPlaceAliasesHint}
        value={v.aliases}
        onChange={set('aliases')}
        error={errors.aliases}
        maxTags={10}
        splitChars={[',']}
        clearable
      />
      <Switch
        label={MSG.espActive}
        checked={v.active}
        onChange={(e) => set('active')(e.currentTarget.checked)}
      />
    </MasterForm>
  );
}
