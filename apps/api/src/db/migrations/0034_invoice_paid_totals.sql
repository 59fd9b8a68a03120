ALTER TABLE "invoices" ADD COLUMN "pagado" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ultimo_pago" date;--> statement-breakpoint
-- What each invoice's payments add up to, and the day of the last one (ADR 0024, second pass): the aging
-- on a cut-off date on or after that day reads them instead of summing every invoice's payments. Kept by
-- a trigger, so every way a payment is written (the API, the import, SQL by hand) keeps them right.
UPDATE "invoices" i SET "pagado" = p.pagado, "ultimo_pago" = p.ultimo_pago
FROM (SELECT invoice_id, sum(valor)::bigint AS pagado, max(fecha) AS ultimo_pago FROM invoice_payments GROUP BY invoice_id) p
WHERE p.invoice_id = i.id;--> statement-breakpoint
CREATE FUNCTION trazo_invoice_paid_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  FOR changed IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.invoice_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.invoice_id END]) AS x WHERE x IS NOT NULL
  LOOP
    UPDATE invoices i SET pagado = coalesce(p.pagado, 0), ultimo_pago = p.ultimo_pago
    FROM (SELECT sum(valor)::bigint AS pagado, max(fecha) AS ultimo_pago
          FROM invoice_payments WHERE invoice_id = changed) p
    WHERE i.id = changed;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoice_payments_totals AFTER INSERT OR UPDATE OR DELETE ON invoice_payments
  FOR EACH ROW EXECUTE FUNCTION trazo_invoice_paid_totals();
