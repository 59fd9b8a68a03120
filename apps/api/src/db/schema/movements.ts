import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { dispatchTypes } from './dispatch-types';
import { branches, drivers, generators, vehicles } from './fleet';

/** Derived from events and cumplidos (shared event-types.ts MOVEMENT_STATES). */
export const movementState = pgEnum('movement_state', ['programado', 'en_ruta', 'entregado', 'con_novedad']);

/** Why a movement is late (shared lateness/contracts.ts LATE_REASONS, issue 26 item 2). */
export const lateReason = pgEnum('late_reason', ['cita_descargue', 'cita_cargue', 'sin_eventos']);

/** A manifest (manifiesto de carga): one trip of one vehicle with its consignments. */
export const movements = pgTable(
  'movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Upper-case, as the lookup compares it. */
    manifiestoNumero: varchar('manifiesto_numero', { length: 30 }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    fechaDespacho: timestamp('fecha_despacho', { withTimezone: true }).notNull(),
    origenDescripcion: varchar('origen_descripcion', { length: 150 }).notNull(),
    destinoDescripcion: varchar('destino_descripcion', { length: 150 }).notNull(),
    estado: movementState('estado').notNull().default('programado'),
    /** The agreed freight (flete pactado) when the ERP sends it, whole pesos (issue 26 §5). */
    valorFleteCop: bigint('valor_flete_cop', { mode: 'number' }),
    /** The latest event (denormalised for the lists). */
    ultimoEventoId: smallint('ultimo_evento_id'),
    ultimoEventoAt: timestamp('ultimo_evento_at', { withTimezone: true }),
    /**
     * Late and why (the most urgent reason), and since when: written only by lateness/refresh-lateness.ts,
     * on every event or ERP change and by the periodic job; null when on time.
     */
    retrasoMotivo: lateReason('retraso_motivo'),
    retrasoDesde: timestamp('retraso_desde', { withTimezone: true }),
    /**
     * A closed consignment has no cumplido yet (its own or a manifest-wide one): the company's
     * 'Cumplidos pendientes'. Kept by triggers on consignments and delivery_documents (migration 0036).
     */
    cumplidoPendiente: boolean('cumplido_pendiente').notNull().default(false),
    /** When the ERP or an import last changed it; an unchanged resend leaves it alone. */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('movements_customer_manifiesto').on(t.customerId, t.manifiestoNumero),
    index('movements_customer_fecha_idx').on(t.customerId, t.fechaDespacho.desc()),
    index('movements_customer_estado_fecha_idx').on(t.customerId, t.estado, t.fechaDespacho.desc()),
    index('movements_vehicle_idx').on(t.vehicleId),
    index('movements_branch_idx').on(t.branchId),
    index('movements_driver_idx').on(t.driverId),
    // 'Retrasados' filter and the counters by reason: only the late rows are indexed.
    index('movements_customer_late_idx')
      .on(t.customerId, t.retrasoMotivo, t.fechaDespacho.desc())
      .where(sql`${t.retrasoMotivo} is not null`),
    // 'Cumplidos pendientes' counter and filter: only the pending rows are indexed.
    index('movements_customer_cumplido_idx')
      .on(t.customerId, t.fechaDespacho.desc())
      .where(sql`${t.cumplidoPendiente}`),
    // Global search by plate and driver: the movements of a vehicle or driver, newest first.
    index('movements_vehicle_fecha_idx').on(t.vehicleId, t.fechaDespacho.desc()),
    index('movements_driver_fecha_idx').on(t.driverId, t.fechaDespacho.desc()),
    // Prefix search on the manifest number in the lists.
    index('movements_manifiesto_pattern_idx').using(
      'btree',
      t.customerId,
      sql`${t.manifiestoNumero} varchar_pattern_ops`,
    ),
  ],
);

/** A consignment (remesa) of a manifest: spec §3 movement record. */
export const consignments = pgTable(
  'consignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    /** Denormalised tenant, so the public lookup by customer document needs no join to filter. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    remesaNumero: varchar('remesa_numero', { length: 30 }).notNull(),
    generatorId: integer('generator_id')
      .notNull()
      .references(() => generators.id),
    productoDescripcion: varchar('producto_descripcion', { length: 200 }).notNull(),
    empaqueDescripcion: varchar('empaque_descripcion', { length: 120 }).notNull(),
    valorDeclarado: numeric('valor_declarado', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    unidadesFinal: numeric('unidades_final', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    pesoFinal: numeric('peso_final', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    remitenteDocumento: varchar('remitente_documento', { length: 20 }).notNull(),
    remitenteNombre: varchar('remitente_nombre', { length: 150 }).notNull(),
    remitenteDireccion: varchar('remitente_direccion', { length: 200 }).notNull(),
    remitenteZona: varchar('remitente_zona', { length: 120 }).notNull(),
    remitenteTelefono: varchar('remitente_telefono', { length: 30 }).notNull(),
    destinatarioDocumento: varchar('destinatario_documento', { length: 20 }).notNull(),
    destinatarioNombre: varchar('destinatario_nombre', { length: 150 }).notNull(),
    destinatarioDireccion: varchar('destinatario_direccion', { length: 200 }).notNull(),
    destinatarioZona: varchar('destinatario_zona', { length: 120 }).notNull(),
    destinatarioTelefono: varchar('destinatario_telefono', { length: 30 }).notNull(),
    /** The recipient's e-mail for the company's notifications (issue 27 §2); '' when unknown. */
    destinatarioEmail: varchar('destinatario_email', { length: 254 }).notNull().default(''),
    origenDescripcion: varchar('origen_descripcion', { length: 150 }).notNull(),
    destinoDescripcion: varchar('destino_descripcion', { length: 150 }).notNull(),
    /** The destination's coordinates when the ERP sent them: the drivers' deliveries are measured to them. */
    destinoLatitud: doublePrecision('destino_latitud'),
    destinoLongitud: doublePrecision('destino_longitud'),
    /**
     * How precise those coordinates are (issue 22 item 13): 'direccion' (the delivery address) or 'ciudad'
     * (a municipality's centre). Only a street-level point can tell that a delivery happened far from it.
     */
    destinoPrecision: varchar('destino_precision', { length: 10 }),
    /** Upper-case; '' when the ERP sent none. */
    documentoCliente: varchar('documento_cliente', { length: 60 }).notNull(),
    tipoDespacho: varchar('tipo_despacho', { length: 80 }).notNull(),
    /** Agreed appointments (issue 26 item 2, RNDC cita pactada), instants; agreed hours, both optional. */
    citaCargueAt: timestamp('cita_cargue_at', { withTimezone: true }),
    horasPactadasCargue: numeric('horas_pactadas_cargue', { precision: 6, scale: 2, mode: 'number' }),
    citaDescargueAt: timestamp('cita_descargue_at', { withTimezone: true }),
    horasPactadasDescargue: numeric('horas_pactadas_descargue', { precision: 6, scale: 2, mode: 'number' }),
    /** The catalogue entry `tipoDespacho` matched (case- and accent-insensitive); null when none was sent. */
    dispatchTypeId: integer('dispatch_type_id').references(() => dispatchTypes.id, { onDelete: 'set null' }),
    /** Written only by refresh-movement-states.ts from the shared deriveConsignmentState. */
    isClosed: boolean('is_closed').notNull().default(false),
    isRejected: boolean('is_rejected').notNull().default(false),
    /**
     * Its first ENTREGA EXITOSA (11) and whether it was on time by its frozen plan (ADR 0015's "on
     * time"; null without a planned time or before the delivery). Written only by
     * refresh-movement-states.ts (delivery-verdicts.ts), so Inicio's weekly punctuality is a count.
     */
    entregadoAt: timestamp('entregado_at', { withTimezone: true }),
    aTiempo: boolean('a_tiempo'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('consignments_movement_remesa').on(t.movementId, t.remesaNumero),
    index('consignments_customer_documento_idx')
      .on(t.customerId, t.documentoCliente)
      .where(sql`${t.documentoCliente} <> ''`),
    index('consignments_generator_movement_idx').on(t.generatorId, t.movementId),
    index('consignments_dispatch_type_idx').on(t.dispatchTypeId),
    // Inicio's punctuality (issue 26): the company's consignments delivered in the last two weeks.
    index('consignments_customer_delivered_idx')
      .on(t.customerId, t.entregadoAt)
      .where(sql`${t.entregadoAt} is not null`),
    // Global search (issue 26 item 6): customer document and remesa number by prefix within the company.
    index('consignments_customer_documento_pattern_idx').using(
      'btree',
      t.customerId,
      sql`${t.documentoCliente} varchar_pattern_ops`,
    ),
    index('consignments_customer_remesa_pattern_idx').using(
      'btree',
      t.customerId,
      sql`${t.remesaNumero} varchar_pattern_ops`,
    ),
  ],
);
