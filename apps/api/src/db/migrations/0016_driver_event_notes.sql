ALTER TABLE "movement_events" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written (keep when regenerating)
-- A delivery's note, recorded before events had one, shown in the timeline like every other note.
UPDATE "movement_events" SET "note" = d."note" FROM "driver_deliveries" d WHERE d."event_id" = "movement_events"."id" AND d."note" <> '';
