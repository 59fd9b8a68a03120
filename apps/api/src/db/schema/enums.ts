import { pgEnum } from 'drizzle-orm/pg-core';

/** Lifecycle shared by customers, users and user roles: pending until approved, then active or disabled. */
export const recordStatus = pgEnum('record_status', ['pending', 'active', 'disabled']);
export type RecordStatus = (typeof recordStatus.enumValues)[number];

/** Platform clients (ARCHITECTURE domain sketch): transport companies and special-services companies. */
export const customerKind = pgEnum('customer_kind', ['transporte', 'especiales']);
export type CustomerKind = (typeof customerKind.enumValues)[number];
