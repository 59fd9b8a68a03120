import { Badge, Text } from '@mantine/core';
import {
  EXPENSE_STATE_LABELS,
  formatPesos,
  LEGALISATION_STATE_LABELS,
  MSG,
  type TProviderExpenseRow,
  type TThirdPartyTripRow,
} from '@trazo/shared';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDateTime, orDash } from '../../../lib/format';

const EXPENSE_COLORS = { registrado: 'gray', aprobado: 'green', rechazado: 'red' } as const;

export const EXPENSE_COLUMNS: DataTableColumn<TProviderExpenseRow>[] = [
  { accessor: 'fecha', title: MSG.partnerDate, render: (r) => formatDateTime(r.fecha) },
  { accessor: 'empresa', title: MSG.partnerCompany },
  {
    accessor: 'manifiesto',
    title: MSG.partnerManifest,
    render: (r) => (
      <>
        <Text size="sm">{r.manifiesto}</Text>
        <Text size="xs" c="dimmed">
          {r.placa}
        </Text>
      </>
    ),
  },
  { accessor: 'tipo_gasto', title: MSG.partnerExpenseType },
  { accessor: 'recibo', title: MSG.partnerReceipt, render: (r) => orDash(r.recibo) },
  { accessor: 'valor', title: MSG.partnerAmount, textAlign: 'right', render: (r) => formatPesos(r.valor) },
  {
    accessor: 'estado',
    title: MSG.partnerState,
    render: (r) => (
      <Badge variant="light" color={EXPENSE_COLORS[r.estado]}>
        {EXPENSE_STATE_LABELS[r.estado]}
      </Badge>
    ),
  },
  {
    accessor: 'legalizacion',
    title: MSG.partnerLegalisation,
    render: (r) => LEGALISATION_STATE_LABELS[r.legalizacion],
  },
];

export const TRIP_COLUMNS: DataTableColumn<TThirdPartyTripRow>[] = [
  { accessor: 'fecha_despacho', title: MSG.partnerDate, render: (r) => formatDateTime(r.fecha_despacho) },
  { accessor: 'empresa', title: MSG.partnerCompany },
  { accessor: 'manifiesto', title: MSG.partnerManifest },
  { accessor: 'placa', title: MSG.partnerPlate },
  { accessor: 'origen', title: MSG.partnerRoute, render: (r) => `${r.origen} – ${r.destino}` },
  {
    accessor: 'estado',
    title: MSG.partnerState,
    render: (r) => <Badge variant="light">{r.estado.label}</Badge>,
  },
  {
    accessor: 'anticipos',
    title: MSG.partnerAdvances,
    textAlign: 'right',
    render: (r) => formatPesos(r.anticipos),
  },
  {
    accessor: 'valor_flete',
    title: MSG.partnerFreight,
    textAlign: 'right',
    render: (r) => (r.valor_flete === null ? '—' : formatPesos(r.valor_flete)),
  },
];
