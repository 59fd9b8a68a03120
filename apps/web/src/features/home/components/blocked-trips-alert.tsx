import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MSG } from '@trazo/shared';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useBlockedTrips } from '../api/find-blocked-trips';

/** Inicio of a transport company: the drivers stopped by a failed critical item, each a link to its fix. */
export function BlockedTripsAlert() {
  const { data } = useBlockedTrips(true);
  const trips = data?.data ?? [];
  if (trips.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle aria-hidden />}
      title={`${MSG.tripBlockedHomeTitle} (${trips.length})`}
      data-testid="blocked-trips-alert"
    >
      <Text size="sm" mb="xs">
        {MSG.tripBlockedHomeIntro}
      </Text>
      <List size="sm" spacing={4}>
        {trips.map((t) => (
          <List.Item key={t.id}>
            <Anchor
              component={Link}
              to={`/empresa-transporte/detallemovimiento?manifiesto=${encodeURIComponent(t.manifiesto_numero)}`}
              fw={700}
            >
              {t.manifiesto_numero}
            </Anchor>{' '}
            · {t.vehiculo_placa} · {t.conductor_nombre} · {formatDateTime(t.fecha_despacho)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
