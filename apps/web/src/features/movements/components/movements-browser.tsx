import { Alert, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { movementIndicatorLabel, PENDING_MOVEMENT_STATES, type TMovementListItem } from '@trazo/shared';
import { ExportButtons } from '../../../components/export-buttons';
import { useMovementFilters } from '../api/find-movement-filters';
import { type MovementListScope, useMovements } from '../api/find-movements';
import { useListParams } from '../use-list-params';
import { EmptyMovements } from './empty-movements';
import { MovementFilters } from './movement-filters';
import { MovementsTable } from './movements-table';

interface MovementsBrowserProps {
  scope: MovementListScope;
  showGenerator: boolean;
  /** The transport company, which loads movements (import, ERP); a generator only sees them. */
  canLoad: boolean;
  onOpen: (movement: TMovementListItem) => void;
}

/** Filters over a server-paginated list; filters and page live in the URL. */
export function MovementsBrowser({ scope, showGenerator, canLoad, onOpen }: MovementsBrowserProps) {
  const { query, hasFilter, apply, setPage } = useListParams();
  const filters = useMovementFilters();
  const list = useMovements(scope, query);

  return (
    <Stack gap="md">
      <MovementFilters
        value={query}
        options={filters.data}
        stateCodes={scope === 'pending' ? PENDING_MOVEMENT_STATES : undefined}
        showGenerator={showGenerator}
        onApply={apply}
      />
      <Group justify="flex-end">
        <ExportButtons
          path="/movimientos/exportar"
          query={{
            fecha_inicio: query.fecha_inicio,
            fecha_fin: query.fecha_fin,
            manifiesto: query.manifiesto,
            placa: query.placa,
            generador: query.generador as number | undefined,
            estado: query.estado,
            retraso: query.retraso,
            indicador: query.indicador,
            pendientes: scope === 'pending' ? '1' : undefined,
          }}
          fileName={scope === 'pending' ? 'Movimientos pendientes' : 'Movimientos'}
        />
      </Group>
      {query.indicador && (
        <Group gap="xs" data-testid="indicador-activo">
          <Text size="sm" fw={600}>
            {movementIndicatorLabel(query.indicador)}
          </Text>
          <CloseButton
            size="sm"
            aria-label={`Quitar ${movementIndicatorLabel(query.indicador)}`}
            onClick={() => apply({ ...query, indicador: undefined })}
          />
        </Group>
      )}
      {list.isError && (
        <Alert color="red" variant="light" icon={<IconInfoCircle />}>
          {list.error.message}
        </Alert>
      )}
      {list.data?.total === 0 && !hasFilter ? (
        <EmptyMovements isPending={scope === 'pending'} canLoad={canLoad} />
      ) : (
        <MovementsTable page={list.data} loading={list} onPageChange={setPage} onOpen={onOpen} />
      )}
    </Stack>
  );
}
