import { ZMovementInput } from '@trazo/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { customers } from '../src/db/schema';
import { upsertMovements } from '../src/modules/movements/upsert-movements';

// Loads `count` manifests for the demo company: the fleet through the real upsert, then the bulk in
// set-based SQL (generate_series), one consignment each (every 10th has two), customer documents shared
// by two consignments, and three timeline events per manifest (5, 6 and 11, with positions).

export const BENCH_NIT = '900123456';
export const FIRST_MANIFEST = 200001;

export async function loadMovements(db: Db, count: number): Promise<{ customerId: number }> {
  const [company] = await db.select({ id: customers.id }).from(customers).where(eq(customers.nit, BENCH_NIT));
  if (!company) throw new Error('demo company missing: prepareDatabase with seedDemoWhenEmpty first');
  const customerId = company.id;
  const seed = ZMovementInput.parse({
    manifiesto_numero: String(FIRST_MANIFEST - 1),
    fecha_despacho: '2026-01-01',
    sucursal: 'Bogotá',
    vehiculo: { placa: 'BEN001' },
    conductor: { documento: '1', nombre: 'Conductor de prueba' },
    origen_descripcion: 'BOGOTÁ, D.C. (BOGOTÁ, D.C.)',
    destino_descripcion: 'MEDELLÍN (ANTIOQUIA)',
    remesas: [
      {
        remesa_numero: 'R1',
        producto_descripcion: 'Café verde en grano',
        valor_declarado: 1,
        unidades_final: 1,
        peso_final: 1,
        remitente: { documento: '860001234', nombre: 'Café de la Sabana S.A.S.' },
        destinatario: { documento: '890900123', nombre: 'Tostadora Antioquia S.A.' },
        generador: { nit: '860001234', nombre: 'Café de la Sabana S.A.S.' },
      },
    ],
  });
  await db.transaction((tx) => upsertMovements(tx, customerId, [seed], new Date()));

  await db.execute(sql`
    insert into movements (customer_id, manifiesto_numero, branch_id, vehicle_id, driver_id, fecha_despacho,
      origen_descripcion, destino_descripcion, estado, synced_at)
    select m.customer_id, (${FIRST_MANIFEST} + g - 1)::text, m.branch_id, m.vehicle_id, m.driver_id,
      now() - (g % 1440) * interval '1 hour', m.origen_descripcion, m.destino_descripcion,
      (case when g % 10 = 0 then 'en_ruta' else 'entregado' end)::movement_state, now()
    from generate_series(1, ${count}) g
    cross join (select * from movements where customer_id = ${customerId} and manifiesto_numero = ${String(FIRST_MANIFEST - 1)}) m`);
  await db.execute(sql`
    insert into consignments (movement_id, customer_id, remesa_numero, generator_id, producto_descripcion,
      empaque_descripcion, valor_declarado, unidades_final, peso_final, remitente_documento, remitente_nombre,
      remitente_direccion, remitente_zona, remitente_telefono, destinatario_documento, destinatario_nombre,
      destinatario_direccion, destinatario_zona, destinatario_telefono, origen_descripcion, destino_descripcion,
      documento_cliente, tipo_despacho, is_closed, synced_at)
    select m.id, m.customer_id, 'RM-' || m.manifiesto_numero || '-' || n, c.generator_id, c.producto_descripcion,
      'Sacos de fique', 1000000 + m.id, 100, 5000 + (m.id % 1000), c.remitente_documento, c.remitente_nombre,
      'Av. Carrera 68 # 12-40', 'BOGOTÁ, D.C. (BOGOTÁ, D.C.)', '6014567890', c.destinatario_documento,
      c.destinatario_nombre, 'Cl. 10 Sur # 50-20', 'MEDELLÍN (ANTIOQUIA)', '6043210987', m.origen_descripcion,
      m.destino_descripcion, 'BENCH-' || ((m.manifiesto_numero::int - ${FIRST_MANIFEST}) % ${Math.ceil(count / 2)}),
      'Nacional', m.estado = 'entregado', now()
    from movements m
    cross join generate_series(1, 2) n
    cross join (select * from consignments where remesa_numero = 'R1' and customer_id = ${customerId} limit 1) c
    where m.customer_id = ${customerId} and m.manifiesto_numero >= ${String(FIRST_MANIFEST)}
      and (n = 1 or m.manifiesto_numero::int % 10 = 0)`);
  await db.execute(sql`
    insert into movement_events (movement_id, customer_id, event_type_id, occurred_at, latitude, longitude)
    select m.id, m.customer_id, e.t, m.fecha_despacho + e.h * interval '1 hour', e.lat, e.lon
    from movements m
    cross join (values (5, 0, 4.711, -74.0721), (6, 9, 6.2442, -75.5812), (11, 11, 6.2442, -75.5812)) as e(t, h, lat, lon)
    where m.customer_id = ${customerId} and m.manifiesto_numero >= ${String(FIRST_MANIFEST)}
      and (e.t <> 11 or m.estado = 'entregado')`);
  await db.execute(sql`analyze`);
  return { customerId };
}
