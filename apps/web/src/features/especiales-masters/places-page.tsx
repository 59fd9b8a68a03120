import { Text } from '@mantine/core';
import { MSG, type TPlace } from '@trazo/shared';
import { MasterPage } from '../../components/master-list/master-page';
import { PLACES_PATH } from './api/paths';
import { PlaceForm } from './components/place-form';

/** /especiales/origenes-destinos (spec §2.1, §2.7 Maestros → Orígenes y Destinos; issue 24 item 1). */
export function PlacesPage() {
  return (
    <MasterPage<TPlace>
      title={MSG.espPlacesTitle}
      intro={MSG.espPlacesIntro}
      path={PLACES_PATH}
      noun={MSG.espPlace.toLowerCase()}
      rowName={(r) => r.name}
      hasImport
      columns={[
        {
          accessor: 'name',
          title: MSG.espPlaceName,
          render: (r) => (
            <div>
              <Text size="sm" fw={500}>
                {r.name}
              </Text>
              {r.aliases.length > 0 && (
                <Text size="xs" c="dimmed">
                  {r.aliases.join(', ')}
                </Text>
              )}
            </div>
          ),
        },
        { accessor: 'address', title: MSG.espPlaceAddress },
        { accessor: 'zoneName', title: MSG.espPlaceZone },
        {
          accessor: 'latitude',
          title: `${MSG.espPlaceLatitude}, ${MSG.espPlaceLongitude}`,
          render: (r) => (r.latitude === null ? '—' : `${r.latitude.toFixed(4)}, ${r.longitude?.toFixed(4)}`),
        },
      ]}
      renderForm={(row, close) => <PlaceForm row={row} onClose={close} />}
    />
  );
}
