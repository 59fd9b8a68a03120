import { LATENESS_DEFAULTS, type LateReasonCode, lateReasonLabel, MSG, ROLE } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import { enqueueMail } from '../../../mail/enqueue-mail';
import { renderEmail } from '../../../mail/render-email';

// Issue 26 item 2: a late movement is e-mailed to its company through the outbox once per movement and
// reason — the unique (movement_id, reason) of movement_late_notices decides, so concurrent jobs and
// event writers send it once. Only while the company has the notice switched on (the default).

export interface LateMovement {
  movementId: number;
  customerId: number;
  reasons: LateReasonCode[];
}

/** At most this many administrators get it when the company set no address. */
const MAX_ADMIN_RECIPIENTS = 5;

export async function notifyLateness(tx: Db, late: LateMovement[], now: Date): Promise<number> {
  const customerIds = [...new Set(late.map((l) => l.customerId))];
  const settings = await queryRows<{ customer_id: number; notify: boolean; email: string | null }>(
    tx,
    sql`select customer_id, notify_by_email as notify, notify_email as email from lateness_settings
        where customer_id in (${sql.join(
          customerIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const byCustomer = new Map(settings.map((s) => [s.customer_id, s]));
  const wanted = late.filter((l) => byCustomer.get(l.customerId)?.notify ?? LATENESS_DEFAULTS.avisarCorreo);
  const pairs = wanted.flatMap((l) => l.reasons.map((r) => sql`(${l.movementId}::int, ${r}::late_reason)`));
  if (pairs.length === 0) return 0;
  const fresh = await queryRows<{
    movement_id: number;
    reason: LateReasonCode;
    customer_id: number;
    manifiesto_numero: string;
    placa: string;
    razon_social: string;
  }>(
    tx,
    sql`
    with inserted as (
      insert into movement_late_notices (movement_id, reason, created_at)
      select p.movement_id, p.reason, ${now.toISOString()}::timestamptz
      from (values ${sql.join(pairs, sql`, `)}) as p(movement_id, reason)
      on conflict (movement_id, reason) do nothing
      returning movement_id, reason
    )
    select i.movement_id, i.reason, m.customer_id, m.manifiesto_numero, v.placa, cu.razon_social
    from inserted i join movements m on m.id = i.movement_id
    join vehicles v on v.id = m.vehicle_id join customers cu on cu.id = m.customer_id`,
  );
  const recipients = new Map<number, string[]>();
  for (const row of fresh) {
    if (!recipients.has(row.customer_id)) {
      recipients.set(
        row.customer_id,
        await recipientsOf(tx, row.customer_id, byCustomer.get(row.customer_id)?.email),
      );
    }
    const reason = lateReasonLabel(row.reason);
    const { html, text } = renderEmail({
      companyName: row.razon_social,
      heading: `${MSG.latenessMailSubject}: ${row.manifiesto_numero}`,
      paragraphs: [
        `El manifiesto ${row.manifiesto_numero} (placa ${row.placa}) está retrasado: ${reason}.`,
        'Consúltelo en Trazo › Movimientos con el filtro Retrasados.',
      ],
    });
    for (const to of recipients.get(row.customer_id) ?? []) {
      await enqueueMail(
        tx,
        {
          kind: 'movement-late',
          to,
          subject: `${MSG.latenessMailSubject}: ${row.manifiesto_numero} — ${reason}`,
          html,
          text,
        },
        now,
      );
    }
  }
  return fresh.length;
}

async function recipientsOf(
  tx: Db,
  customerId: number,
  configured: string | null | undefined,
): Promise<string[]> {
  if (configured) return [configured];
  const admins = await queryRows<{ email: string }>(
    tx,
    sql`select u.email from user_roles ur join users u on u.id = ur.user_id
        where ur.customer_id = ${customerId} and ur.role_id = ${ROLE.empresaTransporte}
          and ur.status = 'active' and u.status = 'active'
        order by ur.id limit ${MAX_ADMIN_RECIPIENTS}`,
  );
  return admins.map((a) => a.email);
}
