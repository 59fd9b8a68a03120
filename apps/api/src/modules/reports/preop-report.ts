import {
  MSG,
  PHOTO_LIMITS,
  PREOP_PRINT_FORMAT,
  PREOP_SHEET_COLUMNS,
  REPORT_CONTENT_TYPES,
  type TPreopFormat,
  type TPreopPrintResponse,
  type TSearchVehicleResponse,
} from '@trazo/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, movements, storedFiles, vehicles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isBoundedImage } from '../../lib/image-header';
import type { FileStorage } from '../../storage/file-storage';
import type { ReportFile } from './export-synced-movements';
import { assertChecklistConfigured, countPreopInspections, preopInspections } from './find-preop-inspections';
import { findPreopPrint } from './find-preop-print';
import { streamPreopPdf } from './preop-pdf';
import { preopSheetRows } from './preop-sheet';
import { bogotaRange } from './report-dates';
import { streamSpreadsheet } from './spreadsheet-stream';

// spec §7 buscar_datos_vehiculo and generarpdfpreoperacional; statuses and texts of §8 (414, 415, 423).

export interface PreopDeps {
  db: Db;
  storage: FileStorage;
}

interface Trip {
  id: number;
  manifiesto: string;
  placa: string;
  marca: string;
  modelo: string;
  serie: string;
}

async function findTrip(db: Db, customerId: number, where: ReturnType<typeof eq>): Promise<Trip> {
  const [trip] = await db
    .select({
      id: movements.id,
      manifiesto: movements.manifiestoNumero,
      placa: vehicles.placa,
      marca: vehicles.marca,
      modelo: vehicles.modelo,
      serie: vehicles.serie,
    })
    .from(movements)
    .innerJoin(vehicles, eq(vehicles.id, movements.vehicleId))
    .where(and(eq(movements.customerId, customerId), where));
  if (!trip) throw new AppError(414, MSG.reportsNoPreopForTrip);
  return trip;
}

/**
 * pdfkit may open only what we bounded (issue 23): every upload is re-encoded inside PHOTO_LIMITS, and its
 * header says so; anything else (an SVG or WebP logo, a file stored before re-encoding) is not opened.
 * Reading the header costs microseconds, not a decode (ADR 0015).
 */
const isPdfSafe = (bytes: Buffer) => isBoundedImage(bytes, PHOTO_LIMITS.maxSidePx);

async function buildFile(
  deps: PreopDeps,
  customerId: number,
  filter: ReturnType<typeof sql>,
  format: TPreopFormat,
  fileName: string,
): Promise<ReportFile> {
  const inspections = preopInspections(deps.db, customerId, filter);
  let stream: ReportFile['stream'];
  if (format === 'pdf') {
    const [company] = await deps.db
      .select({ name: customers.razonSocial, logoKey: storedFiles.storageKey })
      .from(customers)
      .leftJoin(
        storedFiles,
        and(eq(storedFiles.id, customers.logoFileId), eq(storedFiles.customerId, customers.id)),
      )
      .where(eq(customers.id, customerId));
    const logo = company?.logoKey ? await deps.storage.read(company.logoKey) : null;
    stream = streamPreopPdf(inspections, {
      companyName: company?.name ?? '',
      logo: logo && isPdfSafe(logo) ? logo : null,
      loadImage: async (key) => {
        const bytes = await deps.storage.read(key);
        return bytes && (isPdfSafe(bytes) ? bytes : 'unavailable');
      },
    });
  } else {
    stream = streamSpreadsheet(format, 'Preoperacional', PREOP_SHEET_COLUMNS, preopSheetRows(inspections));
  }
  return { fileName: `${fileName}.${format}`, contentType: REPORT_CONTENT_TYPES[format], stream };
}

/** The inspections that cover a trip (preop_inspection_trips: one inspection may cover several). */
const coveringTrip = (movementId: SQL) =>
  sql`i.id in (select l.inspection_id from preop_inspection_trips l where l.movement_id = ${movementId})`;

/** The trip's inspections as a file, or 414 when it has none. */
async function tripReport(deps: PreopDeps, customerId: number, trip: Trip, format: TPreopFormat) {
  const filter = coveringTrip(sql`${trip.id}`);
  if ((await countPreopInspections(deps.db, customerId, filter)) === 0) {
    throw new AppError(414, MSG.reportsNoPreopForTrip);
  }
  return buildFile(deps, customerId, filter, format, `${MSG.reportsPreopFileName} ${trip.manifiesto}`);
}

export interface SearchVehicleInput {
  tipo_filtro: number;
  num_movimiento?: string | null;
  fecha?: string | null;
  fecha_fin?: string | null;
  formato?: TPreopFormat | typeof PREOP_PRINT_FORMAT | null;
}

/**
 * By movement: the vehicle (or the trip's file when a format is asked); by range: the range's file. With
 * `formato: 'imprimir'` either answers the print view's data instead, empty when nothing matches.
 */
export async function searchVehicleData(
  deps: PreopDeps,
  customerId: number,
  input: SearchVehicleInput,
): Promise<TSearchVehicleResponse | TPreopPrintResponse | ReportFile> {
  await assertChecklistConfigured(deps.db, customerId);
  if (input.tipo_filtro === 0) {
    const manifest = (input.num_movimiento ?? '').trim().toUpperCase();
    if (input.formato === PREOP_PRINT_FORMAT) {
      return findPreopPrint(
        deps.db,
        customerId,
        coveringTrip(
          sql`(select m.id from movements m where m.customer_id = ${customerId} and m.manifiesto_numero = ${manifest})`,
        ),
      );
    }
    const trip = await findTrip(deps.db, customerId, eq(movements.manifiestoNumero, manifest));
    if (input.formato) return tripReport(deps, customerId, trip, input.formato);
    const inspecciones = await countPreopInspections(deps.db, customerId, coveringTrip(sql`${trip.id}`));
    if (inspecciones === 0) throw new AppError(414, MSG.reportsNoPreopForTrip);
    return {
      datos_vehiculo: { placa: trip.placa, marca: trip.marca, modelo: trip.modelo, serie: trip.serie },
      viaje: { id: trip.id, num_movimiento: trip.manifiesto, inspecciones },
      id_customer: customerId,
    };
  }
  const { from, to } = bogotaRange(input.fecha ?? '', input.fecha_fin ?? '', 423);
  const filter = sql`i.inspected_at >= ${from.toISOString()} and i.inspected_at < ${to.toISOString()}`;
  if (input.formato === PREOP_PRINT_FORMAT) return findPreopPrint(deps.db, customerId, filter);
  if ((await countPreopInspections(deps.db, customerId, filter)) === 0) {
    throw new AppError(414, MSG.reportsNoPreopInRange);
  }
  return buildFile(deps, customerId, filter, input.formato ?? 'pdf', MSG.reportsPreopFileName);
}

/** generarpdfpreoperacional: the file of one trip (id_deliverie) of the caller's company. */
export async function generatePreopReport(
  deps: PreopDeps,
  customerId: number,
  input: { id_deliverie: number; formato: TPreopFormat },
): Promise<ReportFile> {
  await assertChecklistConfigured(deps.db, customerId);
  const trip = await findTrip(deps.db, customerId, eq(movements.id, input.id_deliverie));
  return tripReport(deps, customerId, trip, input.formato);
}
