import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { FIRST_MANIFEST } from './load-movements';

// What a large company has beside load-movements.ts' manifests (which all use one vehicle and driver):
// a fleet and drivers with accented names the manifests are spread over, and invoices. Call `analyze`
// after loading.

export async function loadFleet(db: Db, customerId: number, size: { vehicles: number; drivers: number }) {
  await db.execute(sql`
    insert into vehicles (customer_id, placa)
    select ${customerId}, 'BQ' || lpad(g::text, 4, '0') from generate_series(0, ${size.vehicles - 1}) g`);
  await db.execute(sql`
    insert into drivers (customer_id, documento, nombre)
    select ${customerId}, (70000000 + g)::text,
      (array['María','José','Andrés','Luz Ángela','Iván','Sofía'])[1 + g % 6] || ' ' ||
      (array['Gómez','Rodríguez','Peña','Castaño','Núñez','Martínez','Díaz'])[1 + (g / 6) % 7] || ' ' ||
      (array['Ávila','Ortiz','Muñoz','Suárez','López'])[1 + (g / 42) % 5]
    from generate_series(0, ${size.drivers - 1}) g`);
  await db.execute(sql`
    with v as (select id, row_number() over (order by id) - 1 as k from vehicles where customer_id = ${customerId} and placa like 'BQ%'),
      d as (select id, row_number() over (order by id) - 1 as k from drivers where customer_id = ${customerId} and documento >= '70000000')
    update movements m set vehicle_id = v.id, driver_id = d.id
    from v, d
    where m.customer_id = ${customerId} and m.manifiesto_numero >= ${String(FIRST_MANIFEST)}
      and v.k = (m.manifiesto_numero::int % ${size.vehicles}) and d.k = (m.manifiesto_numero::int % ${size.drivers})`);
}

export async function loadInvoices(db: Db, customerId: number, count: number) {
  await db.execute(sql`
    insert into invoices (customer_id, generator_id, numero, emitida_at, fecha_emision, fecha_vencimiento,
      subtotal, iva, otros_impuestos, retenciones, total, cufe, forma_pago, plazo_dias, synced_at)
    select ${customerId}, gen.id, 'FB' || lpad(g::text, 6, '0'), now() - g * interval '1 hour',
      current_date, current_date + 30, 1000, 190, 0, 0, 1190, lpad(md5(g::text), 96, '0'), 'credito', 30, now()
    from generate_series(0, ${count - 1}) g
    cross join (select id from generators where customer_id = ${customerId} limit 1) gen`);
}
