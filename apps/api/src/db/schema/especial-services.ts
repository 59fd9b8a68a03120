import { SERVICE_STATES, VEHICLE_CLASSES } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { especialContracts, especialCostCentres, especialPlaces, especialStaff } from './especiales';
import { drivers, vehicles } from './fleet';
import { users } from './users';

// The operator's service requests (issue 24 item 3): one row per service, its passengers and drivers, and
// every change of state (who, when, from → to, why). Overlaps are checked under row locks on the vehicle
// and driver rows (especiales/program-service.ts), so two dispatchers never both get the same vehicle.

export const especialServiceState = pgEnum('especial_service_state', SERVICE_STATES);
export const especialVehicleClass = pgEnum('especial_vehicle_class', VEHICLE_CLASSES);

export const especialServices = pgTable(
  'especial_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => especialContracts.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    originId: integer('origin_id')
      .notNull()
      .references(() => especialPlaces.id),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => especialPlaces.id),
    /** Intermediate stops (place ids of the operator), in order. */
    stopIds: jsonb('stop_ids').$type<number[]>().notNull().default([]),
    passengerCount: smallint('passenger_count').notNull(),
    costCentreId: integer('cost_centre_id')
      .notNull()
      .references(() => especialCostCentres.id),
    vehicleClass: especialVehicleClass('vehicle_class').notNull(),
    isRoundTrip: boolean('is_round_trip').notNull().default(false),
    observations: text('observations').notNull().default(''),
    state: especialServiceState('state').notNull().default('solicitada'),
    /** Why it was cancelled or rejected ('' otherwise). */
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('especial_services_times', sql`${t.endsAt} > ${t.startsAt}`),
    // The board and the history filter by operator and day; the overlap check by vehicle and time.
    index('especial_services_customer_starts_idx').on(t.customerId, t.startsAt),
    index('especial_services_customer_state_idx').on(t.customerId, t.state, t.startsAt),
    index('especial_services_vehicle_idx').on(t.vehicleId, t.startsAt),
    index('especial_services_contract_idx').on(t.contractId),
    index('especial_services_origin_idx').on(t.originId),
    index('especial_services_destination_idx').on(t.destinationId),
    index('especial_services_cost_centre_idx').on(t.costCentreId, t.startsAt),
    index('especial_services_created_by_idx').on(t.createdBy),
  ],
);

export const especialServicePassengers = pgTable(
  'especial_service_passengers',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => especialServices.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => especialStaff.id),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.staffId] }),
    index('especial_service_passengers_staff_idx').on(t.staffId),
  ],
);

export const especialServiceDrivers = pgTable(
  'especial_service_drivers',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => especialServices.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    /** 1 = the main driver. */
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.driverId] }),
    index('especial_service_drivers_driver_idx').on(t.driverId),
  ],
);

export const especialServiceChanges = pgTable(
  'especial_service_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => especialServices.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person's name at the time (kept if the user is later removed). */
    userName: varchar('user_name', { length: 200 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** null: the request was filed. */
    fromState: especialServiceState('from_state'),
    toState: especialServiceState('to_state').notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** What changed, in words ("Vehículo WES101; conductores: …"). */
    detail: text('detail').notNull().default(''),
  },
  (t) => [
    index('especial_service_changes_service_idx').on(t.serviceId, t.at),
    index('especial_service_changes_user_idx').on(t.userId),
  ],
);
