import type { TMovementParsed, TUpsertCounts } from '@trazo/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consignments, movements } from '../../db/schema';
import { upsertErpAdvances } from '../money/advances';
import { refreshLateness } from './lateness/refresh-lateness';
import { refreshMovementStates } from './refresh-movement-states';
import { upsertReferences } from './upsert-references';

// Idempotent load of manifests and their consignments (issue 4 §2, ADR 0005): upsert by company +
// manifiesto_numero + remesa_numero. A row is rewritten only when some value differs (IS DISTINCT FROM),
// so resending a batch changes nothing, not even the sync time. Consignments missing from a resend stay.

export type UpsertResult = 'creado' | 'actualizado' | 'sin_cambios';

export interface UpsertOutcome {
  movimientos: TUpsertCounts;
  remesas: TUpsertCounts;
  resultados: { manifiesto_numero: string; id: number; resultado: UpsertResult }[];
  /** Per consignment, keyed by consignmentKey(manifest, remesa). */
  remesaResults: Map<string, UpsertResult>;
}

export const consignmentKey = (manifiesto: string, remesa: string) => `${manifiesto}\u0000${remesa}`;

// Rows per INSERT: small enough that one statement is short on PGlite, which runs on the event loop
// (pglite.ts yields between statements); a few dozen more round trips are nothing on PostgreSQL.
const CHUNK = 200;

/** Upper-cases the codes the lookup compares, and fills a consignment's route from its manifest's. */
export function normalizeMovement(m: TMovementParsed): TMovementParsed {
  return {
    ...m,
    manifiesto_numero: m.manifiesto_numero.toUpperCase(),
    remesas: m.remesas.map((r) => ({
      ...r,
      remesa_numero: r.remesa_numero.toUpperCase(),
      documento_cliente: r.documento_cliente.toUpperCase(),
      origen_descripcion: r.origen_descripcion || m.origen_descripcion,
      destino_descripcion: r.destino_descripcion || m.destino_descripcion,
    })),
  };
}

/** `set` from `excluded` for these columns, and a WHERE true only when one of them changed. */
function changedColumns(table: string, columns: string[]) {
  const set = Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${c}`)]));
  const list = (prefix: string) => columns.map((c) => `${prefix}.${c}`).join(', ');
  return { set, where: sql.raw(`(${list(table)}) is distinct from (${list('excluded')})`) };
}

const MOVEMENT_COLUMNS = [
  'branchId',
  'vehicleId',
  'driverId',
  'fechaDespacho',
  'origenDescripcion',
  'destinoDescripcion',
] as const;
const CONSIGNMENT_COLUMNS = [
  'generatorId',
  'productoDescripcion',
  'empaqueDescripcion',
  'valorDeclarado',
  'unidadesFinal',
  'pesoFinal',
  'remitenteDocumento',
  'remitenteNombre',
  'remitenteDireccion',
  'remitenteZona',
  'remitenteTelefono',
  'destinatarioDocumento',
  'destinatarioNombre',
  'destinatarioDireccion',
  'destinatarioZona',
  'destinatarioTelefono',
  'destinatarioEmail',
  'origenDescripcion',
  'destinoDescripcion',
  'destinoLatitud',
  'destinoLongitud',
  'destinoPrecision',
  'documentoCliente',
  'tipoDespacho',
  'dispatchTypeId',
  'citaCargueAt',
  'horasPactadasCargue',
  'citaDescargueAt',
  'horasPactadasDescargue',
] as const;

function upsertSpec<K extends string>(
  table: string,
  columns: Record<K, { name: string }>,
  keys: readonly K[],
) {
  const { set, where } = changedColumns(
    table,
    keys.map((k) => columns[k].name),
  );
  // Drizzle's `set` is keyed by property name.
  const byProperty = Object.fromEntries(keys.map((k) => [k, set[columns[k].name]]));
  return { set: { ...byProperty, syncedAt: sql.raw('excluded.synced_at') }, setWhere: where };
}

/** The agreed freight is optional in a batch: absent (null) keeps what an earlier batch sent. */
function withFreight(spec: ReturnType<typeof upsertSpec>) {
  return {
    set: {
      ...spec.set,
      valorFleteCop: sql.raw('coalesce(excluded.valor_flete_cop, movements.valor_flete_cop)'),
    },
    setWhere: sql`${spec.setWhere} or (excluded.valor_flete_cop is not null and excluded.valor_flete_cop is distinct from movements.valor_flete_cop)`,
  };
}

const counts = (): TUpsertCounts => ({ creados: 0, actualizados: 0, sin_cambios: 0 });

export async function upsertMovements(
  tx: Db,
  customerId: number,
  input: TMovementParsed[],
  now: Date,
): Promise<UpsertOutcome> {
  const batch = input.map(normalizeMovement);
  const refs = await upsertReferences(tx, customerId, batch);
  const manifests = batch.map((m) => m.manifiesto_numero);

  const changedMovements = new Map<string, boolean>(); // manifest → inserted?
  for (let i = 0; i < batch.length; i += CHUNK) {
    const rows = await tx
      .insert(movements)
      .values(
        batch.slice(i, i + CHUNK).map((m) => ({
          customerId,
          manifiestoNumero: m.manifiesto_numero,
          branchId: refs.branch(m.sucursal),
          vehicleId: refs.vehicle(m.vehiculo.placa),
          driverId: refs.driver(m.conductor.documento),
          fechaDespacho: new Date(m.fecha_despacho),
          origenDescripcion: m.origen_descripcion,
          destinoDescripcion: m.destino_descripcion,
          valorFleteCop: m.valor_flete ?? null,
          syncedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [movements.customerId, movements.manifiestoNumero],
        ...withFreight(upsertSpec('movements', movements, MOVEMENT_COLUMNS)),
      })
      .returning({ manifiesto: movements.manifiestoNumero, inserted: sql<boolean>`(xmax = 0)` });
    for (const row of rows) changedMovements.set(row.manifiesto, row.inserted);
  }

  const idRows = await tx
    .select({ id: movements.id, manifiesto: movements.manifiestoNumero })
    .from(movements)
    .where(and(eq(movements.customerId, customerId), inArray(movements.manifiestoNumero, manifests)));
  const movementIds = new Map(idRows.map((r) => [r.manifiesto, r.id]));
  const manifestOf = new Map(idRows.map((r) => [r.id, r.manifiesto]));

  const consignmentRows = batch.flatMap((m) =>
    m.remesas.map((r) => ({
      movementId: movementIds.get(m.manifiesto_numero) as number,
      customerId,
      remesaNumero: r.remesa_numero,
      generatorId: refs.generator(r.generador.nit),
      productoDescripcion: r.producto_descripcion,
      empaqueDescripcion: r.empaque_descripcion,
      valorDeclarado: r.valor_declarado,
      unidadesFinal: r.unidades_final,
      pesoFinal: r.peso_final,
      remitenteDocumento: r.remitente.documento,
      remitenteNombre: r.remitente.nombre,
      remitenteDireccion: r.remitente.direccion,
      remitenteZona: r.remitente.zona,
      remitenteTelefono: r.remitente.telefono,
      destinatarioDocumento: r.destinatario.documento,
      destinatarioNombre: r.destinatario.nombre,
      destinatarioDireccion: r.destinatario.direccion,
      destinatarioZona: r.destinatario.zona,
      destinatarioTelefono: r.destinatario.telefono,
      destinatarioEmail: r.destinatario.email ?? '',
      origenDescripcion: r.origen_descripcion,
      destinoDescripcion: r.destino_descripcion,
      destinoLatitud: r.destino_coordenadas?.latitud ?? null,
      destinoLongitud: r.destino_coordenadas?.longitud ?? null,
      destinoPrecision: r.destino_coordenadas ? (r.destino_coordenadas.precision ?? 'direccion') : null,
      documentoCliente: r.documento_cliente,
      tipoDespacho: r.tipo_despacho,
      dispatchTypeId: refs.dispatchType(r.tipo_despacho),
      citaCargueAt: r.cita_cargue ? new Date(r.cita_cargue) : null,
      horasPactadasCargue: r.horas_pactadas_cargue,
      citaDescargueAt: r.cita_descargue ? new Date(r.cita_descargue) : null,
      horasPactadasDescargue: r.horas_pactadas_descargue,
      syncedAt: now,
    })),
  );

  const remesaResults = new Map<string, UpsertResult>();
  const remesas = counts();
  const touched = new Set<number>();
  const gainedConsignments = new Set<number>();
  for (let i = 0; i < consignmentRows.length; i += CHUNK) {
    const rows = await tx
      .insert(consignments)
      .values(consignmentRows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [consignments.movementId, consignments.remesaNumero],
        ...upsertSpec('consignments', consignments, CONSIGNMENT_COLUMNS),
      })
      .returning({
        movementId: consignments.movementId,
        remesa: consignments.remesaNumero,
        inserted: sql<boolean>`(xmax = 0)`,
      });
    for (const row of rows) {
      remesaResults.set(
        consignmentKey(manifestOf.get(row.movementId) ?? '', row.remesa),
        row.inserted ? 'creado' : 'actualizado',
      );
      touched.add(row.movementId);
      if (row.inserted) gainedConsignments.add(row.movementId);
      remesas[row.inserted ? 'creados' : 'actualizados'] += 1;
    }
  }
  remesas.sin_cambios = consignmentRows.length - remesas.creados - remesas.actualizados;
  for (const m of batch) {
    for (const r of m.remesas) {
      const key = consignmentKey(m.manifiesto_numero, r.remesa_numero);
      if (!remesaResults.has(key)) remesaResults.set(key, 'sin_cambios');
    }
  }

  // A consignment changed under an unchanged manifest: the manifest was synchronised too.
  const bumped = [...touched].filter((id) => !changedMovements.has(manifestOf.get(id) ?? ''));
  if (bumped.length > 0) {
    await tx.update(movements).set({ syncedAt: now }).where(inArray(movements.id, bumped));
  }
  // A new consignment is open: a delivered manifest is en route again.
  const existingGained = [...gainedConsignments].filter(
    (id) => changedMovements.get(manifestOf.get(id) ?? '') !== true,
  );
  if (existingGained.length > 0) await refreshMovementStates(tx, existingGained);
  // Appointments may have moved, or arrived for a trip already under way (issue 26 item 2).
  await refreshLateness(tx, { movementIds: [...movementIds.values()] }, now);

  // The ERP's optional advance per manifest (issue 11), in the same transaction.
  await upsertErpAdvances(
    tx,
    customerId,
    batch.flatMap((m) =>
      m.anticipo === undefined
        ? []
        : [{ movementId: movementIds.get(m.manifiesto_numero) as number, amountCop: m.anticipo }],
    ),
    now,
  );

  const movimientos = counts();
  const resultados = batch.map((m) => {
    const id = movementIds.get(m.manifiesto_numero) as number;
    const inserted = changedMovements.get(m.manifiesto_numero);
    const resultado: UpsertResult =
      inserted === true ? 'creado' : inserted === false || touched.has(id) ? 'actualizado' : 'sin_cambios';
    movimientos[
      resultado === 'creado' ? 'creados' : resultado === 'actualizado' ? 'actualizados' : 'sin_cambios'
    ] += 1;
    return { manifiesto_numero: m.manifiesto_numero, id, resultado };
  });
  return { movimientos, remesas, resultados, remesaResults };
}
