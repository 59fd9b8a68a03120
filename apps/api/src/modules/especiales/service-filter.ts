import type { TServiceFilter } from '@trazo/shared';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { especialContracts, especialServiceDrivers, especialServices } from '../../db/schema';
import { bogotaDayRange } from '../../lib/bogota-day';

// The board's, the history's, the totals' and the export's one filter (issue 24 items 3, 7): always the
// operator's services, then the optional day range (Bogotá days), state, client, cost centre, vehicle, driver.

const s = especialServices;

export type ServiceFilter = TServiceFilter;

export function serviceWhere(customerId: number, f: ServiceFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(s.customerId, customerId)];
  if (f.desde) parts.push(gte(s.startsAt, bogotaDayRange(f.desde).start));
  if (f.hasta) parts.push(lt(s.startsAt, bogotaDayRange(f.hasta).end));
  if (f.estado) parts.push(eq(s.state, f.estado));
  if (f.centro) parts.push(eq(s.costCentreId, f.centro));
  if (f.vehiculo) parts.push(eq(s.vehicleId, f.vehiculo));
  if (f.cliente) {
    parts.push(
      inArray(
        s.contractId,
        sql`(select ${especialContracts.id} from ${especialContracts}
          where ${especialContracts.customerId} = ${customerId} and ${especialContracts.clientNit} = ${f.cliente})`,
      ),
    );
  }
  if (f.conductor) {
    parts.push(
      sql`exists (select 1 from ${especialServiceDrivers} d
        where d.service_id = ${s.id} and d.driver_id = ${f.conductor})`,
    );
  }
  return and(...parts) as SQL;
}
