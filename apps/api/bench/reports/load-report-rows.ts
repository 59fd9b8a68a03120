import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { queryRows } from '../../src/db/database';
import { encodePng } from '../../src/db/seed/demo-files';
import type { FileStorage } from '../../src/storage/file-storage';
import { loadMovements } from '../load-movements';

// The reports benchmark's data: `consignments` consignments of the demo company, all dispatched inside one
// 30-day export range, and `inspections` pre-operational inspections (5 categories × 5 rated items, a
// signature each) inside one 30-day range.

/** Manifests for `consignments`: load-movements gives every 10th manifest a second consignment. */
const manifestsFor = (consignments: number) => Math.ceil(consignments / 1.1);

export async function loadReportRows(
  db: Db,
  storage: FileStorage,
  options: { consignments: number; inspections: number; now: Date },
): Promise<{ customerId: number; consignments: number }> {
  const { customerId } = await loadMovements(db, manifestsFor(options.consignments));
  const now = options.now.toISOString();
  // Into the 29 days before `now`, so one 30-day range (today and the 29 before) holds them all.
  await db.execute(sql`update movements set fecha_despacho = ${now}::timestamptz - (id % 690) * interval '1 hour'
    where customer_id = ${customerId}`);

  const signatureKey = 'bench/firma.png';
  const row = Buffer.alloc(1 + 240 * 3, 0xf0);
  row[0] = 0;
  const png = encodePng(240, 80, Buffer.concat(Array(80).fill(row)));
  await storage.put(signatureKey, png);
  const [file] = await queryRows<{ id: string }>(
    db,
    sql`insert into stored_files (customer_id, storage_key, content_type, size_bytes, original_name)
      values (${customerId}, ${signatureKey}, 'image/png', ${png.length}, 'firma.png') returning id`,
  );
  await db.execute(sql`
    insert into preop_inspections (customer_id, vehiculo_placa, vehiculo_marca, vehiculo_modelo, vehiculo_serie,
      conductor_nombre, conductor_documento, checklist_title, inspected_at, observation, clause, signature_file_id)
    select ${customerId}, 'BEN' || lpad((g % 200)::text, 3, '0'), 'Kenworth', '2021', 'SER-' || g,
      'Conductor de prueba ' || g, (1000000 + g)::text, 'Inspección preoperacional PESV',
      ${now}::timestamptz - (g % 690) * interval '1 hour',
      'Vehículo en condiciones de operar; se revisaron niveles y luces.',
      'Declaro que la información registrada es verídica.', ${file?.id ?? null}::uuid
    from generate_series(1, ${options.inspections}) g`);
  await db.execute(sql`
    insert into preop_inspection_categories (inspection_id, position, name, comment)
    select i.id, c, 'Categoría ' || c, case when c = 1 then 'Revisión antes de salir' else '' end
    from preop_inspections i cross join generate_series(1, 5) c where i.customer_id = ${customerId}`);
  await db.execute(sql`
    insert into preop_inspection_items (category_id, position, title, is_critical, rate, observation)
    select c.id, n, c.name || ' — ítem ' || n, n = 1, (c.id + n) % 6,
      case when n = 5 then 'Desgaste leve' else '' end
    from preop_inspection_categories c cross join generate_series(1, 5) n`);
  await db.execute(sql`analyze`);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from consignments where customer_id = ${customerId}`,
  );
  return { customerId, consignments: count?.n ?? 0 };
}
