import { MSG, type TContactRequest } from '@trazo/shared';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import { consumeLimits } from '../../lib/throttle';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderEmail } from '../../mail/render-email';

/** Per e-mail address and per client IP, in a 10-minute window (issue 5: rate-limited per address). */
export const CONTACT_THROTTLE = { windowMs: 10 * 60_000, maxPerEmail: 5, maxPerIp: 10 } as const;

export interface ContactDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  salesEmail: string;
}

const formatPhone = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

/**
 * spec §7 POST enviarcorreosolicitud: stores the message and queues the e-mail to the sales inbox in
 * the same transaction, so a message is never stored without its mail or mailed without being stored.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: TContactRequest,
  ip: string | null,
): Promise<{ message: string }> {
  const { windowMs } = CONTACT_THROTTLE;
  await consumeLimits(deps.rateLimiter, [
    {
      key: `contact:email:${input.email}`,
      max: CONTACT_THROTTLE.maxPerEmail,
      windowMs,
      message: MSG.contactTooMany,
    },
    { key: `contact:ip:${ip ?? '-'}`, max: CONTACT_THROTTLE.maxPerIp, windowMs, message: MSG.contactTooMany },
  ]);

  // A name is a single line: a pasted newline must not reach the subject.
  const nombre = input.nombre.replace(/\s+/g, ' ');
  const now = deps.clock.now();
  const mail = renderEmail({
    heading: 'Nuevo mensaje de contacto',
    paragraphs: [
      `Nombre: ${nombre}`,
      `Correo: ${input.email}`,
      `Celular: ${formatPhone(input.celular)}`,
      'Mensaje:',
      input.descripcion,
    ],
    footnote: 'Responde directamente al correo de la persona; este buzón no recibe respuestas.',
  });
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      nombre,
      email: input.email,
      celular: input.celular,
      descripcion: input.descripcion,
      ip,
      createdAt: now,
    });
    await enqueueMail(
      tx,
      {
        kind: 'contact-message',
        to: deps.salesEmail,
        subject: `${MSG.contactMailSubject}: ${nombre}`.slice(0, 200),
        ...mail,
        logHint: input.email,
      },
      now,
    );
  });
  return { message: MSG.contactSuccessTitle };
}
