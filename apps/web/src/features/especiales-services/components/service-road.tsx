import { Group, Table, Text } from '@mantine/core';
import { MSG, type TServiceRoad } from '@trazo/shared';
import { formatDateTime } from '../../../lib/format';

/** What the drivers' app recorded on the road (issue 24 item 6): each route point and who boarded. */
export function ServiceRoad({ road }: { road: TServiceRoad }) {
  return (
    <>
      <Group gap="lg">
        <Text size="sm" data-testid="recorrido-puntos">
          {MSG.drvSvcRoadSummary}: <b>{`${road.pointsDone} de ${road.points.length}`}</b>
        </Text>
        <Text size="sm" data-testid="recorrido-a-bordo">
          {MSG.drvSvcRoadBoardedTotal}: <b>{road.boarded}</b>
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label={MSG.drvSvcRoad}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG.drvSvcRoadPoint}</Table.Th>
              <Table.Th>{MSG.drvSvcRoadDone}</Table.Th>
              <Table.Th>{MSG.drvSvcRoadBoarded}</Table.Th>
              <Table.Th>{MSG.drvSvcRoadNoShow}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {road.points.map((p) => (
              <Table.Tr key={p.index}>
                <Table.Td>{`${p.index + 1}. ${p.name}`}</Table.Td>
                <Table.Td>
                  {p.doneAt ? `${formatDateTime(p.doneAt)} · ${p.driver}` : MSG.drvSvcRoadPending}
                </Table.Td>
                <Table.Td>{p.doneAt ? p.boarded : '—'}</Table.Td>
                <Table.Td>{p.doneAt ? p.noShow : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
