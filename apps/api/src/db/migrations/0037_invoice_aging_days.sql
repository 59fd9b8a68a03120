CREATE TABLE "invoice_aging_changes" (
	"customer_id" integer NOT NULL,
	"generator_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"saldo" bigint NOT NULL,
	"facturas" integer NOT NULL,
	CONSTRAINT "invoice_aging_changes_customer_id_generator_id_fecha_fecha_vencimiento_pk" PRIMARY KEY("customer_id","generator_id","fecha","fecha_vencimiento")
);
--> statement-breakpoint
CREATE TABLE "invoice_aging_days" (
	"customer_id" integer NOT NULL,
	"generator_id" integer NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"saldo" bigint NOT NULL,
	"facturas" integer NOT NULL,
	CONSTRAINT "invoice_aging_days_customer_id_generator_id_fecha_vencimiento_pk" PRIMARY KEY("customer_id","generator_id","fecha_vencimiento")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pagos_fechas" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pagos_valores" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_aging_changes" ADD CONSTRAINT "invoice_aging_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_aging_changes" ADD CONSTRAINT "invoice_aging_changes_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_aging_days" ADD CONSTRAINT "invoice_aging_days_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_aging_days" ADD CONSTRAINT "invoice_aging_days_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_aging_changes_customer_fecha_idx" ON "invoice_aging_changes" USING btree ("customer_id","fecha");--> statement-breakpoint
-- ADR 0024, third pass: today's aging reads the open balances per company, generator and due date
-- (invoice_aging_days) less the changes dated after the cut-off (invoice_aging_changes) instead of every
-- invoice and its payments; exact on every cut-off. A trigger on invoices keeps both; it sees every payment
-- because 0034's trigger writes the invoice's totals, now also its payments per day (pagos_fechas/valores).
-- Writers of a company take an advisory lock first (cartera/lock-cartera.ts): two batches then never lock
-- the same two rows crosswise.
CREATE OR REPLACE FUNCTION trazo_invoice_paid_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  FOR changed IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.invoice_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.invoice_id END]) AS x WHERE x IS NOT NULL
  LOOP
    UPDATE invoices i SET pagado = coalesce(p.pagado, 0), ultimo_pago = p.ultimo_pago,
      pagos_fechas = coalesce(p.fechas, '{}'), pagos_valores = coalesce(p.valores, '{}')
    FROM (SELECT sum(valor)::bigint AS pagado, max(fecha) AS ultimo_pago,
            array_agg(fecha ORDER BY fecha) AS fechas, array_agg(valor ORDER BY fecha) AS valores
          FROM (SELECT fecha, sum(valor)::bigint AS valor FROM invoice_payments
                WHERE invoice_id = changed GROUP BY fecha) d) p
    WHERE i.id = changed;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE invoices i SET pagos_fechas = p.fechas, pagos_valores = p.valores
FROM (SELECT invoice_id, array_agg(fecha ORDER BY fecha) AS fechas, array_agg(valor ORDER BY fecha) AS valores
      FROM (SELECT invoice_id, fecha, sum(valor)::bigint AS valor FROM invoice_payments GROUP BY 1, 2) d
      GROUP BY invoice_id) p
WHERE p.invoice_id = i.id;--> statement-breakpoint
-- An invoice's open balance as steps: on each day it was issued, paid or annulled, how much its balance
-- (and whether it is open: 1 or 0) changed. Their sum up to a day is its balance on that day, exactly as
-- cartera/open-balances.ts defines it; their sum over all days is its balance now.
CREATE FUNCTION trazo_invoice_aging_steps(emision date, anulada date, debido bigint, fechas date[], valores bigint[])
RETURNS TABLE (fecha date, saldo bigint, facturas integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT d, ds, df FROM (
    SELECT d, s - coalesce(lag(s) OVER w, 0) AS ds, f - coalesce(lag(f) OVER w, 0) AS df
    FROM (
      SELECT d, greatest(b, 0) AS s, (b > 0)::integer AS f
      FROM (
        SELECT d.d, CASE WHEN d.d < emision OR d.d >= anulada THEN 0
          ELSE debido - coalesce((SELECT sum(v)::bigint FROM unnest(fechas, valores) AS p(pf, v) WHERE p.pf <= d.d), 0)
          END AS b
        FROM (SELECT emision UNION SELECT anulada UNION SELECT unnest(fechas)) AS d(d)
        WHERE d.d IS NOT NULL
      ) balances
    ) states
    WINDOW w AS (ORDER BY d)
  ) steps
  WHERE ds <> 0 OR df <> 0
$$;--> statement-breakpoint
INSERT INTO invoice_aging_days (customer_id, generator_id, fecha_vencimiento, saldo, facturas)
SELECT customer_id, generator_id, fecha_vencimiento,
  coalesce(sum(total - retenciones - pagado) FILTER (WHERE anulada_el IS NULL AND total - retenciones - pagado > 0), 0),
  count(*) FILTER (WHERE anulada_el IS NULL AND total - retenciones - pagado > 0)
FROM invoices GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO invoice_aging_changes (customer_id, generator_id, fecha, fecha_vencimiento, saldo, facturas)
SELECT i.customer_id, i.generator_id, s.fecha, i.fecha_vencimiento, sum(s.saldo), sum(s.facturas)
FROM invoices i
CROSS JOIN LATERAL trazo_invoice_aging_steps(i.fecha_emision, i.anulada_el, i.total - i.retenciones,
  i.pagos_fechas, i.pagos_valores) s
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION trazo_invoice_aging() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_saldo bigint := 0;
  new_saldo bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.anulada_el IS NULL THEN
    old_saldo := greatest(OLD.total - OLD.retenciones - OLD.pagado, 0);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.anulada_el IS NULL THEN
    new_saldo := greatest(NEW.total - NEW.retenciones - NEW.pagado, 0);
  END IF;
  -- What the invoice takes out of its group (old) and puts into its group (new), one statement per table
  -- with the rows in key order. Rows that come to zero stay (a later write may use them again).
  INSERT INTO invoice_aging_days AS a (customer_id, generator_id, fecha_vencimiento, saldo, facturas)
  SELECT k.customer_id, k.generator_id, k.fecha_vencimiento, sum(k.saldo), sum(k.facturas)
  FROM (
    SELECT OLD.customer_id, OLD.generator_id, OLD.fecha_vencimiento, -old_saldo, -(old_saldo > 0)::integer
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.customer_id, NEW.generator_id, NEW.fecha_vencimiento, new_saldo, (new_saldo > 0)::integer
    WHERE TG_OP <> 'DELETE'
  ) AS k (customer_id, generator_id, fecha_vencimiento, saldo, facturas)
  GROUP BY 1, 2, 3 HAVING sum(k.saldo) <> 0 OR sum(k.facturas) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (customer_id, generator_id, fecha_vencimiento) DO UPDATE
    SET saldo = a.saldo + excluded.saldo, facturas = a.facturas + excluded.facturas;
  INSERT INTO invoice_aging_changes AS c (customer_id, generator_id, fecha, fecha_vencimiento, saldo, facturas)
  SELECT k.customer_id, k.generator_id, k.fecha, k.fecha_vencimiento, sum(k.saldo), sum(k.facturas)
  FROM (
    SELECT OLD.customer_id, OLD.generator_id, s.fecha, OLD.fecha_vencimiento, -s.saldo, -s.facturas
    FROM trazo_invoice_aging_steps(OLD.fecha_emision, OLD.anulada_el, OLD.total - OLD.retenciones,
      OLD.pagos_fechas, OLD.pagos_valores) s
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.customer_id, NEW.generator_id, s.fecha, NEW.fecha_vencimiento, s.saldo, s.facturas
    FROM trazo_invoice_aging_steps(NEW.fecha_emision, NEW.anulada_el, NEW.total - NEW.retenciones,
      NEW.pagos_fechas, NEW.pagos_valores) s
    WHERE TG_OP <> 'DELETE'
  ) AS k (customer_id, generator_id, fecha, fecha_vencimiento, saldo, facturas)
  GROUP BY 1, 2, 3, 4 HAVING sum(k.saldo) <> 0 OR sum(k.facturas) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (customer_id, generator_id, fecha, fecha_vencimiento) DO UPDATE
    SET saldo = c.saldo + excluded.saldo, facturas = c.facturas + excluded.facturas;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_aging AFTER INSERT OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION trazo_invoice_aging();--> statement-breakpoint
CREATE TRIGGER invoices_aging_update AFTER UPDATE ON invoices FOR EACH ROW
  WHEN ((OLD.customer_id, OLD.generator_id, OLD.fecha_vencimiento, OLD.fecha_emision, OLD.total,
    OLD.retenciones, OLD.pagado, OLD.anulada_el, OLD.pagos_fechas, OLD.pagos_valores)
    IS DISTINCT FROM (NEW.customer_id, NEW.generator_id, NEW.fecha_vencimiento, NEW.fecha_emision, NEW.total,
    NEW.retenciones, NEW.pagado, NEW.anulada_el, NEW.pagos_fechas, NEW.pagos_valores))
  EXECUTE FUNCTION trazo_invoice_aging();
