import { Table } from '@mantine/core';
import { MSG, type TPaymentStatusResponse } from '@trazo/shared';
import { formatCop, formatDateLong, formatDateTimeLong } from '../../../lib/format';

/** What the server confirmed about the transaction; rows without data are left out. */
export function PaymentDetails({ status }: { status: TPaymentStatusResponse }) {
  const rows: [string, string | null][] = [
    [MSG.paymentReference, status.ref_payco ?? status.referencia],
    [MSG.paymentPlan, status.plan],
    [MSG.paymentAmount, status.valor === null ? null : formatCop(status.valor)],
    [MSG.paymentDate, status.fecha && formatDateTimeLong(status.fecha)],
    [MSG.paymentReason, status.status === 'aceptada' ? null : status.motivo],
    [MSG.paymentSubscriptionUntil, status.suscripcion_hasta && formatDateLong(status.suscripcion_hasta)],
  ];
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (shown.length === 0) return null;

  return (
    <Table variant="vertical" withTableBorder layout="fixed" w="100%" ta="left">
      <Table.Tbody>
        {shown.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="42%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
