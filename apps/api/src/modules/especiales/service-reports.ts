import {
  MSG,
  SERVICE_STATE_LABELS,
  SERVICE_STATES,
  type TServiceResources,
  type TServiceState,
  type TServiceSummary,
  type TServiceTotals,
  type TVehicleClass,
  VEHICLE_CLASS_LABELS,
} from '@trazo/shared';
import { and, asc, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers, especialContracts, especialCostCentres, especialServices, vehicles } from '../../db/schema';
import { bogotaDay, bogotaDayRange } from '../../lib/bogota-day';
import { exportMaster } from '../masters/master-export';
import { bogotaDateTimeSql } from '../reports/report-dates';
import { type ServiceFilter, serviceWhere } from './service-filter';

// The history's totals and export, the home page's counters and the programming picker's lists
// (issue 24 items 3, 7, 8).

const s = especialServices;

/** Services and passengers per cost centre and per client, over the same filter as the list. */
export async function serviceTotals(
  db: Db,
  customerId: number,
  filter: ServiceFilter,
): Promise<TServiceTotals> {
  const where = serviceWhere(customerId, filter);
  const passengers = sql<number>`coalesce(${sum(s.passengerCount)}, 0)::int`;
  const [byCentre, byClient] = await Promise.all([
    db
      .select({
        costCentreId: especialCostCentres.id,
        code: especialCostCentres.code,
        name: especialCostCentres.name,
        clientName: especialCostCentres.clientName,
        services: count(),
        passengers,
      })
      .from(s)
      .innerJoin(especialCostCentres, eq(especialCostCentres.id, s.costCentreId))
      .where(where)
      .groupBy(especialCostCentres.id)
      .orderBy(asc(especialCostCentres.code)),
    db
      .select({
        clientNit: especialContracts.clientNit,
        clientName: sql<string>`min(${especialContracts.clientName})`,
        services: count(),
        passengers,
      })
      .from(s)
      .innerJoin(especialContracts, eq(especialContracts.id, s.contractId))
      .where(where)
      .groupBy(especialContracts.clientNit)
      .orderBy(asc(sql`min(${especialContracts.clientName})`)),
  ]);
  return {
    byCostCentre: byCentre.map((r) => ({ ...r, passengers: Number(r.passengers) })),
    byClient: byClient.map((r) => ({ ...r, passengers: Number(r.passengers) })),
    services: byClient.reduce((n, r) => n + r.services, 0),
    passengers: byClient.reduce((n, r) => n + Number(r.passengers), 0),
  };
}

const zeroes = () => Object.fromEntries(SERVICE_STATES.map((k) => [k, 0])) as Record<TServiceState, number>;

/** Especiales Inicio: today's and tomorrow's services by state, and the requests waiting to be programmed. */
export async function serviceSummary(db: Db, customerId: number, now: Date): Promise<TServiceSummary> {
  const today = bogotaDay(now);
  const start = bogotaDayRange(today).start;
  const tomorrow = bogotaDay(new Date(start.getTime() + 36 * 60 * 60 * 1000));
  const end = bogotaDayRange(tomorrow).end;
  const tomorrowStart = bogotaDayRange(tomorrow).start;
  const [rows, [waiting]] = await Promise.all([
    db
      .select({ isTomorrow: sql<boolean>`${s.startsAt} >= ${tomorrowStart}`, state: s.state, n: count() })
      .from(s)
      .where(and(eq(s.customerId, customerId), gte(s.startsAt, start), lt(s.startsAt, end)))
      .groupBy(sql`1`, s.state),
    db
      .select({ n: count() })
      .from(s)
      .where(and(eq(s.customerId, customerId), eq(s.state, 'solicitada'), gte(s.startsAt, start))),
  ]);
  const todayByState = zeroes();
  const tomorrowByState = zeroes();
  for (const r of rows) (r.isTomorrow ? tomorrowByState : todayByState)[r.state] += r.n;
  return { today, tomorrow, todayByState, tomorrowByState, waiting: waiting?.n ?? 0 };
}

/** The operator's vehicles and drivers (customer_id = the operator), for programming a service. */
export async function serviceResources(db: Db, customerId: number): Promise<TServiceResources> {
  const [vehicleRows, driverRows] = await Promise.all([
    db
      .select({ id: vehicles.id, plate: vehicles.placa, brand: vehicles.marca })
      .from(vehicles)
      .where(eq(vehicles.customerId, customerId))
      .orderBy(asc(vehicles.placa))
      .limit(1000),
    db
      .select({ id: drivers.id, name: drivers.nombre, document: drivers.documento })
      .from(drivers)
      .where(eq(drivers.customerId, customerId))
      .orderBy(asc(drivers.nombre))
      .limit(1000),
  ]);
  return { vehicles: vehicleRows, drivers: driverRows };
}

interface ExportRow {
  id: number;
  starts: string;
  ends: string;
  state: TServiceState;
  contract_number: number;
  client_nit: string;
  client_name: string;
  centre_code: string;
  centre_name: string;
  origin: string;
  stops: string | null;
  destination: string;
  passenger_count: number;
  vehicle_class: TVehicleClass;
  is_round_trip: boolean;
  plate: string | null;
  driver_names: string | null;
  reason: string;
  observations: string;
}

/** The filtered services, streamed (the reports' writers), oldest first. */
export function exportServices(db: Db, customerId: number, filter: ServiceFilter, format: 'xlsx' | 'csv') {
  return exportMaster<ExportRow>(
    db,
    {
      fileName: MSG.espSvcHistoryTitle,
      sheetName: 'Servicios',
      header: [
        MSG.espSvcNumber,
        MSG.espSvcDate,
        MSG.espSvcEnd,
        MSG.espSvcState,
        MSG.espSvcContract,
        MSG.espClientNit,
        MSG.espSvcClient,
        MSG.espSvcCostCentre,
        MSG.espCostCentreName,
        MSG.espSvcOrigin,
        MSG.espSvcStops,
        MSG.espSvcDestination,
        MSG.espSvcPassengerCount,
        MSG.espSvcVehicleClass,
        MSG.espSvcRoundTrip,
        MSG.espSvcVehicle,
        MSG.espSvcDrivers,
        MSG.espSvcReason,
        MSG.espSvcObservations,
      ],
      page: (where) => (afterId, limit) =>
        sql`
        select x.id, ${bogotaDateTimeSql(sql`x.starts_at`)} as starts, ${bogotaDateTimeSql(sql`x.ends_at`)} as ends,
          x.state, c.number as contract_number, c.client_nit, c.client_name, cc.code as centre_code,
          cc.name as centre_name, o.name as origin,
          (select string_agg(p.name, ' → ' order by e.ord) from jsonb_array_elements_text(x.stop_ids)
            with ordinality e(pid, ord) join especial_places p on p.id = e.pid::int) as stops,
          d.name as destination, x.passenger_count, x.vehicle_class, x.is_round_trip, v.placa as plate,
          (select string_agg(dr.nombre, ', ' order by sd.position) from especial_service_drivers sd
            join drivers dr on dr.id = sd.driver_id where sd.service_id = x.id) as driver_names,
          x.reason, x.observations
        from (select * from ${s} where ${where}) x
        join especial_contracts c on c.id = x.contract_id
        join especial_cost_centres cc on cc.id = x.cost_centre_id
        join especial_places o on o.id = x.origin_id
        join especial_places d on d.id = x.destination_id
        left join vehicles v on v.id = x.vehicle_id
        where x.id > ${afterId} order by x.id limit ${limit}`,
      toCells: (r) => [
        r.id,
        r.starts,
        r.ends,
        SERVICE_STATE_LABELS[r.state],
        r.contract_number,
        r.client_nit,
        r.client_name,
        r.centre_code,
        r.centre_name,
        r.origin,
        r.stops ?? '',
        r.destination,
        r.passenger_count,
        VEHICLE_CLASS_LABELS[r.vehicle_class],
        r.is_round_trip ? 'Sí' : 'No',
        r.plate ?? '',
        r.driver_names ?? '',
        r.reason,
        r.observations,
      ],
    },
    serviceWhere(customerId, filter),
    format,
  );
}
