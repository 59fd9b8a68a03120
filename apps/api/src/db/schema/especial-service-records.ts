import { DRIVER_SERVICE_RECORD_KINDS } from '@trazo/shared';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { especialServices } from './especial-services';
import { drivers } from './fleet';

// The drivers' app records of a special service on the road (issue 24 item 6): start, each route point
// done (with who boarded and who did not show) and finish. The client id makes a resend answer the
// stored record; a point is done once per service (unique), so two drivers of one crew cannot both.

export const especialServiceRecordKind = pgEnum('especial_service_record_kind', DRIVER_SERVICE_RECORD_KINDS);

export const especialServiceRecords = pgTable(
  'especial_service_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => especialServices.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    clientId: uuid('client_id').notNull(),
    kind: especialServiceRecordKind('kind').notNull(),
    /** The route point (kind 'punto'): 0 origin, 1…n stops, n + 1 destination; null otherwise. */
    point: smallint('point'),
    boarded: jsonb('boarded').$type<number[]>().notNull().default([]),
    noShow: jsonb('no_show').$type<number[]>().notNull().default([]),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('especial_service_records_client').on(t.customerId, t.clientId),
    unique('especial_service_records_point').on(t.serviceId, t.kind, t.point),
    index('especial_service_records_service_idx').on(t.serviceId, t.occurredAt),
    index('especial_service_records_driver_idx').on(t.driverId),
  ],
);
