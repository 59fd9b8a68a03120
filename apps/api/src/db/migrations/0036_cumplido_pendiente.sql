ALTER TABLE "movements" ADD COLUMN "cumplido_pendiente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "movements_customer_cumplido_idx" ON "movements" USING btree ("customer_id","fecha_despacho" DESC NULLS LAST) WHERE "movements"."cumplido_pendiente";--> statement-breakpoint
-- 'Cumplidos pendientes' stored per movement (ADR 0023, counters): counting it over the lists' predicate
-- read every closed consignment and every cumplido of the company (200–400 ms at 100,000 movements); the
-- flag is the same predicate, kept by triggers on both tables, so every way they are written (the API,
-- the ERP batch, an import, SQL by hand) keeps it right. The movement's row is locked first, so two
-- cumplidos of one trip written at once cannot both read the other as missing.
UPDATE "movements" m SET "cumplido_pendiente" = true
WHERE EXISTS (SELECT 1 FROM consignments pc WHERE pc.movement_id = m.id AND pc.is_closed
  AND NOT EXISTS (SELECT 1 FROM delivery_documents dd
    WHERE dd.movement_id = m.id AND (dd.consignment_id IS NULL OR dd.consignment_id = pc.id)));--> statement-breakpoint
CREATE FUNCTION trazo_cumplido_pendiente() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  FOR changed IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.movement_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.movement_id END]) AS x WHERE x IS NOT NULL
  LOOP
    PERFORM 1 FROM movements WHERE id = changed FOR UPDATE;
    UPDATE movements m SET cumplido_pendiente = p.pendiente
    FROM (SELECT EXISTS (SELECT 1 FROM consignments pc WHERE pc.movement_id = changed AND pc.is_closed
            AND NOT EXISTS (SELECT 1 FROM delivery_documents dd
              WHERE dd.movement_id = changed AND (dd.consignment_id IS NULL OR dd.consignment_id = pc.id))) AS pendiente) p
    WHERE m.id = changed AND m.cumplido_pendiente IS DISTINCT FROM p.pendiente;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER consignments_cumplido_pendiente AFTER INSERT OR DELETE OR UPDATE OF movement_id, is_closed ON consignments
  FOR EACH ROW EXECUTE FUNCTION trazo_cumplido_pendiente();--> statement-breakpoint
CREATE TRIGGER delivery_documents_cumplido_pendiente AFTER INSERT OR DELETE OR UPDATE OF movement_id, consignment_id ON delivery_documents
  FOR EACH ROW EXECUTE FUNCTION trazo_cumplido_pendiente();
