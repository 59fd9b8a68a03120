import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { MSG, type TPrintInspection } from '@trazo/shared';
import { Link, useSearchParams } from 'react-router';
import { type PrintTarget, usePreopPrint } from './api/find-preop-print';
import classes from './preop-print.module.css';

// The print view of 'Documento Pesv' (spec §7 buscar_datos_vehiculo "a data array for the print view",
// §8 'No hay datos para mostrar.'): the browser prints it; print CSS leaves only the inspections.

function targetOf(params: URLSearchParams): PrintTarget | null {
  const movimiento = params.get('movimiento');
  if (movimiento) return { numMovimiento: movimiento };
  const fecha = params.get('fecha');
  const fechaFin = params.get('fecha_fin');
  return fecha && fechaFin ? { fecha, fechaFin } : null;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <b>{label}:</b> {value || '—'}
    </Text>
  );
}

function PrintedInspection({ i }: { i: TPrintInspection }) {
  return (
    <Paper
      withBorder
      p="lg"
      component="article"
      className={classes.inspection}
      aria-label={`${MSG.reportsPdfTitle} ${i.placa} ${i.fecha}`}
    >
      <Title order={2} fz="lg">
        {MSG.reportsPdfTitle} — {i.checklist}
      </Title>
      <Group gap="xl" mt="xs" wrap="wrap">
        <Field label={MSG.reportsPdfDate} value={i.fecha} />
        <Field label={MSG.reportsPdfMovement} value={i.num_movimiento} />
        <Field
          label={MSG.reportsPdfDriver}
          value={`${i.conductor_nombre} — ${MSG.reportsPdfDocument} ${i.conductor_documento}`}
        />
      </Group>
      <Group gap="xl" wrap="wrap">
        <Field label={MSG.reportsPlate} value={i.placa} />
        <Field label={MSG.reportsBrand} value={i.marca} />
        <Field label={MSG.reportsPdfModel} value={i.modelo} />
        <Field label={MSG.reportsPdfSerial} value={i.serie} />
      </Group>
      {i.categorias.map((c) => (
        <div key={c.nombre} className={classes.category}>
          <Title order={3} fz="md" mt="md">
            {c.nombre}
          </Title>
          {c.comentario && (
            <Text size="sm" c="dimmed">
              {c.comentario}
            </Text>
          )}
          <Table withTableBorder fz="sm" mt={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.reportsPrintItem}</Table.Th>
                <Table.Th>{MSG.reportsPrintRate}</Table.Th>
                <Table.Th>{MSG.reportsPdfItemObservation}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.items.map((item) => (
                <Table.Tr key={item.titulo}>
                  <Table.Td>
                    {item.titulo}
                    {item.critico && ` (${MSG.reportsPdfCritical})`}
                  </Table.Td>
                  <Table.Td>{item.calificacion_texto}</Table.Td>
                  <Table.Td>{item.observacion}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
      <Stack gap={4} mt="md">
        <Field label={MSG.reportsPdfObservation} value={i.observacion} />
        <Field label={MSG.reportsPdfClause} value={i.clausula} />
        {i.correccion && (
          <Field
            label={MSG.reportsPdfCorrection}
            value={[i.correccion.nota, i.correccion.por, i.correccion.fecha].filter(Boolean).join(' · ')}
          />
        )}
        <Text size="sm">{i.firmado ? MSG.reportsPrintSigned : MSG.reportsPrintNotSigned}</Text>
      </Stack>
    </Paper>
  );
}

/** /empresa-transporte/informes/imprimir?movimiento=… or ?fecha=…&fecha_fin=… */
export function PreopPrintPage() {
  const [params] = useSearchParams();
  const target = targetOf(params);
  const print = usePreopPrint(target);
  const inspections = print.data?.inspecciones ?? [];

  return (
    <Stack gap="md" maw={1000} mx="auto" w="100%">
      <Group justify="space-between" className={classes.noPrint}>
        <Anchor component={Link} to="/empresa-transporte/informes">
          {MSG.reportsPrintBack}
        </Anchor>
        <Button
          leftSection={<IconPrinter size={18} />}
          onClick={() => window.print()}
          disabled={inspections.length === 0}
        >
          {MSG.reportsPrint}
        </Button>
      </Group>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {MSG.reportsPrintTitle}
      </Title>
      {print.isLoading && (
        <Center py="xl" role="status" aria-label={MSG.reportsDownloading}>
          <Loader />
        </Center>
      )}
      {print.error && <Alert color="red">{print.error.message}</Alert>}
      {print.data?.truncado && (
        <Alert color="yellow" className={classes.noPrint}>
          {MSG.reportsPrintTruncated}
        </Alert>
      )}
      {(target === null || (print.data && inspections.length === 0)) && <Text>{MSG.reportsNoData}</Text>}
      {inspections.map((i) => (
        <PrintedInspection key={i.id} i={i} />
      ))}
    </Stack>
  );
}
