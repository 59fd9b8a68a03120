import 'mantine-datatable/styles.css';
import { Badge } from '@mantine/core';
import { MSG, type TImportReport } from '@trazo/shared';
import { DataTable } from 'mantine-datatable';
import { formatDateTime, formatKg } from '../../../../lib/format';

type Row = TImportReport['muestra'][number];

const RESULT = {
  creado: { label: MSG.importResultCreated, color: 'teal' },
  actualizado: { label: MSG.importResultUpdated, color: 'blue' },
  sin_cambios: { label: MSG.importResultUnchanged, color: 'gray' },
} as const;

/** The first rows of the file as they would be imported. */
export function ImportPreviewTable({ rows }: { rows: Row[] }) {
  return (
    <DataTable<Row>
      aria-label={MSG.importPreview}
      withTableBorder
      borderRadius="md"
      striped
      maxHeight={420}
      records={rows}
      noRecordsText={MSG.noRecords}
      idAccessor="fila"
      columns={[
        { accessor: 'fila', title: MSG.importRow, width: 70, textAlign: 'right' },
        { accessor: 'manifiesto_numero', noWrap: true, title: MSG.mvManifest },
        { accessor: 'remesa_numero', noWrap: true, title: MSG.mvConsignment },
        {
          accessor: 'fecha_despacho',
          noWrap: true,
          title: MSG.mvDispatchDate,
          render: (r) => formatDateTime(r.fecha_despacho),
        },
        { accessor: 'vehiculo_placa', noWrap: true, title: MSG.mvPlate },
        { accessor: 'generador_nombre', title: MSG.mvGenerator },
        { accessor: 'destino_descripcion', title: MSG.mvDestination },
        {
          accessor: 'peso_final',
          noWrap: true,
          title: MSG.mvFinalWeight,
          textAlign: 'right',
          render: (r) => formatKg(r.peso_final),
        },
        {
          accessor: 'resultado',
          noWrap: true,
          title: MSG.importResult,
          render: (r) => (
            <Badge variant="light" color={RESULT[r.resultado].color}>
              {RESULT[r.resultado].label}
            </Badge>
          ),
        },
      ]}
    />
  );
}
