import { MSG } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, users } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderEmail } from '../../mail/render-email';

const pesos = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
});
const day = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });

/** The receipt to whoever started the checkout, queued in the transaction that accepts the payment. */
export async function sendPaymentReceipt(
  tx: Db,
  input: {
    order: { userId: number; customerId: number; reference: string; planName: string; amount: number };
    period: { startsAt: Date; endsAt: Date };
    refPayco: string;
    appUrl: string;
  },
  now: Date,
): Promise<void> {
  const { order, period } = input;
  const [buyer] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, order.userId));
  const [company] = await tx
    .select({ name: customers.razonSocial })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!buyer) return;
  const mail = renderEmail({
    heading: MSG.paymentCompleted,
    greeting: `Hola ${buyer.name},`,
    paragraphs: [
      `Recibimos el pago de ${pesos.format(order.amount)} por el ${order.planName} de ${company?.name ?? 'tu empresa'}.`,
      `La aplicación móvil queda activa del ${day.format(period.startsAt)} al ${day.format(period.endsAt)}.`,
      `Referencia: ${order.reference} · Transacción ePayco: ${input.refPayco}`,
    ],
    action: {
      label: 'Ver el estado del pago',
      url: `${input.appUrl}/respuesta-epayco?ref_payco=${encodeURIComponent(input.refPayco)}`,
    },
  });
  await enqueueMail(
    tx,
    { kind: 'payment-receipt', to: buyer.email, subject: MSG.paymentReceiptSubject, ...mail },
    now,
  );
}
