import { FIRST_COMPANY_EVENT_ID } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The company's own name of a timeline event (ids from 100 up, Configuraciones → eventos), or null for
 * the spec's events, whose names are shared (`eventTypeName`). Read views pass it to `eventTypeName`
 * so a driver's own event shows as the company named it, not as 'EVENTO 100'.
 */
export function ownEventNameSql(eventId: SQL, customerId: SQL): SQL {
  return sql`case when ${eventId} >= ${FIRST_COMPANY_EVENT_ID} then (select le.name from logistic_events le
    where le.customer_id = ${customerId} and le.event_id = ${eventId}) end`;
}
