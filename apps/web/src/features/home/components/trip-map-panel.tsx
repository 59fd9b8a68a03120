import {
  Badge,
  Box,
  Card,
  Grid,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { MSG, POSITION_AGE_LABELS, POSITION_AGES, type TTripMap } from '@trazo/shared';
import { lazy, Suspense } from 'react';
import { formatDateTime } from '../../../lib/format';

// The map of the trips en ruta and, beside it, a list carrying the same data (issue 26 item 3): the
// list is what a keyboard or a screen reader uses, and what shows when the map cannot.

const TripMap = lazy(() => import('./trip-map'));

const AGE_COLOURS = { reciente: 'green', demorada: 'orange', perdida: 'red' } as const;

interface TripMapPanelProps {
  map: TTripMap;
  onOpen: (id: number, manifiesto: string) => void;
}

export function TripMapPanel({ map, onOpen }: TripMapPanelProps) {
  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {MSG.dashboardMapTitle}
        </Title>
        <Group gap="xs">
          {POSITION_AGES.map((age) => (
            <Badge key={age} color={AGE_COLOURS[age]} variant="dot">
              {POSITION_AGE_LABELS[age]}
            </Badge>
          ))}
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Suspense fallback={<Loader />}>
            <TripMap map={map} onOpen={onOpen} />
          </Suspense>
          {!map.tiles_url && (
            <Text size="xs" c="dimmed" mt={4}>
              {MSG.dashboardMapOutlineNote}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box component="section" aria-label={MSG.dashboardMapListLabel}>
            {map.posiciones.length === 0 ? (
              <Text c="dimmed">{MSG.dashboardMapEmpty}</Text>
            ) : (
              <ScrollArea.Autosize mah={420}>
                <Stack
                  gap={6}
                  component="ul"
                  data-testid="trip-map-list"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {map.posiciones.map((p) => (
                    <li key={p.id} data-manifest={p.manifiesto_numero} data-age={p.antiguedad}>
                      <UnstyledButton
                        onClick={() => onOpen(p.id, p.manifiesto_numero)}
                        w="100%"
                        p={6}
                        style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
                      >
                        {/* Named by what it shows, after what it does (axe 2.5.3 label in name). */}
                        <VisuallyHidden>{`${MSG.dashboardOpenMovement} `}</VisuallyHidden>
                        <Group justify="space-between" wrap="nowrap">
                          <Text fw={600} size="sm">
                            {p.manifiesto_numero} · {p.vehiculo_placa}
                          </Text>
                          <Badge color={AGE_COLOURS[p.antiguedad]} variant="light" size="sm">
                            {p.estado.label}
                          </Badge>
                        </Group>
                        <Text size="xs" c="dimmed">
                          {p.evento} · {formatDateTime(p.reportado_at)} · {p.latitud.toFixed(4)},{' '}
                          {p.longitud.toFixed(4)}
                        </Text>
                      </UnstyledButton>
                    </li>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
            {map.sin_posicion > 0 && (
              <Text size="xs" c="dimmed" mt="xs">
                {map.sin_posicion} {MSG.dashboardMapWithoutPosition}
              </Text>
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
