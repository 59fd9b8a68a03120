import { SERVICE_STATE_LABELS, type TServiceState } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, especialContracts } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderEmail } from '../../mail/render-email';
import { findService } from './find-services';

// The client's responsible person hears of a service programmed, cancelled or finished (issue 24 item 3),
// through the outbox in the transaction of the change. A contract without a responsible e-mail sends none.

export async function queueServiceMail(
  tx: Db,
  input: { customerId: number; serviceId: number; state: TServiceState; now: Date },
): Promise<void> {
  const service = await findService(tx, input.customerId, input.serviceId);
  const [contract] = await tx
    .select({ email: especialContracts.responsibleEmail, name: especialContracts.responsibleName })
    .from(especialContracts)
    .where(eq(especialContracts.id, service.contract.id));
  if (!contract?.email) return;
  const [operator] = await tx
    .select({ name: customers.razonSocial })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const companyName = operator?.name ?? 'Trazo';
  const label = SERVICE_STATE_LABELS[input.state].toLowerCase();
  const route = [service.origin.name, ...service.stops.map((p) => p.name), service.destination.name].join(
    ' → ',
  );
  const paragraphs = [
    `El servicio N.º ${service.id} del ${service.date} a las ${service.startTime} (${route}) quedó ${label}.`,
    `Contrato ${String(service.contract.number).padStart(4, '0')} · centro de costos ${service.costCentre.code} · ${service.passengerCount} pasajero(s).`,
  ];
  if (input.state === 'programada' && service.vehicle) {
    paragraphs.push(
      `Vehículo ${service.vehicle.plate}; conductor(es): ${service.drivers.map((d) => d.name).join(', ')}.`,
    );
  }
  if (input.state === 'cancelada' && service.reason) paragraphs.push(`Motivo: ${service.reason}.`);
  const subject = `Servicio N.º ${service.id} ${label} — ${companyName}`;
  const { html, text } = renderEmail({
    companyName,
    heading: `Servicio ${label}`,
    greeting: `Hola, ${contract.name}:`,
    paragraphs,
  });
  await enqueueMail(
    tx,
    { kind: `especial-service-${input.state}`, to: contract.email, subject, html, text },
    input.now,
  );
}
