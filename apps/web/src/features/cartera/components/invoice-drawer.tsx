import {
  Anchor,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  dianLookupUrl,
  formatPesos,
  MSG,
  PAYMENT_KIND_LABELS,
  ROLE,
  type TInvoiceDetail,
} from '@trazo/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useInvoice } from '../api/find-invoice';
import { useDownloadInvoiceFile } from '../api/invoice-file';
import { InvoiceStateBadge } from './invoice-state-badge';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const day = (value: string) => formatDate(`${value}T12:00:00-05:00`);

/** Drill-down: the invoice, its CUFE (QR to DIAN's lookup), the remesas it bills → their movement. */
export function InvoiceDrawer({
  id,
  corte,
  onClose,
}: {
  id: number | null;
  corte: string;
  onClose: () => void;
}) {
  const invoice = useInvoice(id, corte);
  const data = invoice.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} fz="h3">
          {data ? `${MSG.carteraDetailTitle} ${data.numero}` : MSG.carteraDetailTitle}
        </Title>
      }
    >
      {!data ? <Loader /> : <InvoiceBody invoice={data} />}
    </Drawer>
  );
}

function InvoiceBody({ invoice }: { invoice: TInvoiceDetail }) {
  const { rol } = useSession();
  const fileDownload = useDownloadInvoiceFile();
  const download = (tipo: 'pdf' | 'xml') =>
    fileDownload.mutate(
      { id: invoice.id, tipo, numero: invoice.numero },
      {
        onError: (error) =>
          notify.failure(error, tipo === 'pdf' ? MSG.carteraInvoicePdf : MSG.carteraInvoiceXml),
      },
    );
  const movementPath = (manifiesto: string) =>
    rol === ROLE.empresaTransporte
      ? `/empresa-transporte/detallemovimiento?manifiesto=${encodeURIComponent(manifiesto)}`
      : `/generador/mov-transporte?manifiesto=${encodeURIComponent(manifiesto)}`;
  const facts: [string, string][] = [
    [MSG.carteraCompany, invoice.empresa],
    [MSG.carteraGenerator, `${invoice.generador} · NIT ${invoice.generador_nit}`],
    [MSG.carteraIssued, formatDate(invoice.fecha_emision)],
    [MSG.carteraDue, day(invoice.fecha_vencimiento)],
    [
      MSG.carteraPaymentForm,
      invoice.forma_pago === 'credito' ? `Crédito a ${invoice.plazo_dias} días` : 'Contado',
    ],
    [MSG.carteraSubtotal, formatPesos(invoice.subtotal)],
    [MSG.carteraIva, formatPesos(invoice.iva)],
    [MSG.carteraOtherTaxes, formatPesos(invoice.otros_impuestos)],
    [MSG.carteraTotal, formatPesos(invoice.total)],
    [MSG.carteraWithholdings, formatPesos(invoice.retenciones)],
    [MSG.carteraPaid, formatPesos(invoice.pagado)],
    [MSG.carteraBalance, formatPesos(invoice.saldo)],
  ];
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <InvoiceStateBadge state={invoice.estado} />
        {invoice.estado === 'vencida' && (
          <Text size="sm" c="orange.9">
            {invoice.dias_vencida} {MSG.carteraDaysOverdue.toLowerCase()}
          </Text>
        )}
        {invoice.motivo_anulacion && <Text size="sm">{invoice.motivo_anulacion}</Text>}
      </Group>
      {(invoice.pdf || invoice.xml) && (
        <Group gap="xs">
          {invoice.pdf && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={fileDownload.isPending && fileDownload.variables?.tipo === 'pdf'}
              onClick={() => download('pdf')}
            >
              {MSG.carteraInvoicePdf}
            </Button>
          )}
          {invoice.xml && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconDownload size={14} />}
              loading={fileDownload.isPending && fileDownload.variables?.tipo === 'xml'}
              onClick={() => download('xml')}
            >
              {MSG.carteraInvoiceXml}
            </Button>
          )}
        </Group>
      )}
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {/* The fallback holds the code's place: the CUFE beside it and the remesas' links under it stay
            where they are when the code arrives — a link that moves under the pointer is a missed click. */}
        <Suspense
          fallback={
            <Center w={96} h={96} style={{ flexShrink: 0 }}>
              <Loader size="sm" />
            </Center>
          }
        >
          <QRCodeSVG value={dianLookupUrl(invoice.cufe)} size={96} title={MSG.carteraDianLink} />
        </Suspense>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {MSG.carteraCufe}
          </Text>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {invoice.cufe}
          </Text>
          <Anchor href={dianLookupUrl(invoice.cufe)} target="_blank" rel="noopener noreferrer" size="sm">
            {MSG.carteraDianLink}
          </Anchor>
        </Stack>
      </Group>
      <div>
        <Title order={3} fz="h5" mb="xs">
          {MSG.carteraRemesas}
        </Title>
        {invoice.remesas.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MSG.carteraNoRemesas}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {invoice.remesas.map((r) => (
                <Table.Tr key={`${r.manifiesto}/${r.remesa}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {r.remesa}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.origen} → {r.destino}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Anchor component={Link} to={movementPath(r.manifiesto)} size="sm">
                      {MSG.carteraOpenMovement} {r.manifiesto}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
      <div>
        <Title order={3} fz="h5" mb="xs">
          {MSG.carteraPayments}
        </Title>
        {invoice.pagos.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MSG.carteraNoPayments}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {invoice.pagos.map((p) => (
                <Table.Tr key={p.referencia}>
                  <Table.Td>{day(p.fecha)}</Table.Td>
                  <Table.Td>
                    {PAYMENT_KIND_LABELS[p.tipo]} {p.referencia}
                  </Table.Td>
                  <Table.Td ta="right">{formatPesos(p.valor)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
    </Stack>
  );
}
