-- hand-written (keep when regenerating)
-- Issue 25 §1: 'cartera.cargar' (load invoices and payments through the spreadsheet import). The seeded
-- sets gain it for Administrador (every permission) and Cartera; the companies of before get it on those
-- two seeded profiles, so their administrators can import at once.
CREATE OR REPLACE FUNCTION trazo_seed_company_profiles(cid integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_profiles (customer_id, name, permissions, is_seeded)
  SELECT cid, p.name, p.permissions, true
  FROM (VALUES
    ('Administrador', ARRAY['movimientos.ver','movimientos.cargar','configuracion.eventos','conductores.administrar','legalizaciones.revisar','anticipos.registrar','reportes.descargar','cartera.ver','cartera.cargar','turnos.administrar','plantillas.administrar','usuarios.administrar']::text[]),
    ('Despachador', ARRAY['movimientos.ver','movimientos.cargar','conductores.administrar','anticipos.registrar','reportes.descargar','turnos.administrar']::text[]),
    ('Tráfico', ARRAY['movimientos.ver','conductores.administrar','reportes.descargar','turnos.administrar','plantillas.administrar']::text[]),
    ('Cartera', ARRAY['movimientos.ver','legalizaciones.revisar','anticipos.registrar','reportes.descargar','cartera.ver','cartera.cargar']::text[]),
    ('HSEQ/PESV', ARRAY['movimientos.ver','configuracion.eventos','conductores.administrar','reportes.descargar']::text[]),
    ('Consulta', ARRAY['movimientos.ver','cartera.ver']::text[])
  ) AS p(name, permissions)
  ON CONFLICT (customer_id, name) DO NOTHING
$$;
--> statement-breakpoint
UPDATE company_profiles SET permissions = array_append(permissions, 'cartera.cargar')
 WHERE is_seeded AND name IN ('Administrador', 'Cartera') AND NOT ('cartera.cargar' = ANY (permissions));
