CREATE INDEX "movement_events_customer_type_time_idx" ON "movement_events" USING btree ("customer_id","event_type_id","occurred_at");--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Live updates (issue 26 item 1, ADR 0021): every committed change of a movement is announced on the
-- channel trazo_movement_changes as '<customer_id>:<movement_id>' (0: a company-wide change). NOTIFY is
-- transactional (a rolled-back write announces nothing) and folds identical payloads of a transaction,
-- so an ERP batch announces each movement once. Every API process LISTENs (modules/live).
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trazo_notify_movement_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
  movement integer;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  IF TG_TABLE_NAME = 'movements' THEN
    movement := row_data.id;
  ELSE
    movement := coalesce(row_data.movement_id, 0);
  END IF;
  PERFORM pg_notify('trazo_movement_changes', row_data.customer_id::text || ':' || movement::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER movements_live AFTER INSERT OR UPDATE ON movements
  FOR EACH ROW EXECUTE FUNCTION trazo_notify_movement_change();
--> statement-breakpoint
CREATE TRIGGER consignments_live AFTER INSERT OR UPDATE OR DELETE ON consignments
  FOR EACH ROW EXECUTE FUNCTION trazo_notify_movement_change();
--> statement-breakpoint
CREATE TRIGGER movement_events_live AFTER INSERT OR UPDATE OR DELETE ON movement_events
  FOR EACH ROW EXECUTE FUNCTION trazo_notify_movement_change();
--> statement-breakpoint
CREATE TRIGGER delivery_documents_live AFTER INSERT OR UPDATE OR DELETE ON delivery_documents
  FOR EACH ROW EXECUTE FUNCTION trazo_notify_movement_change();
--> statement-breakpoint
CREATE TRIGGER trip_expenses_live AFTER INSERT OR UPDATE ON trip_expenses
  FOR EACH ROW EXECUTE FUNCTION trazo_notify_movement_change();
--> statement-breakpoint
CREATE TRIGGER trip_advances_live AFTER INSERT OR UPDATE OR DELETE ON trip_advances
  FOR EACH ROW EXECUTE FUNCTION trazo_notify_movement_change();
--> statement-breakpoint
CREATE TRIGGER trip_legalisations_live AFTER INSERT OR UPDATE ON trip_legalisations
  FOR EACH ROW EXECUTE FUNCTION trazo_notify_movement_change();
--> statement-breakpoint
CREATE TRIGGER preop_inspections_live AFTER INSERT OR UPDATE ON preop_inspections
  FOR EACH ROW EXECUTE FUNCTION trazo_notify_movement_change();
